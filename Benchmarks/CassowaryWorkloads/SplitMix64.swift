/// The benchmark and test workloads of the solver, built identically for every implementation
/// compared (see `shared/bench/WORKLOADS.md`), and the seeded generator that makes them.

/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Its output sequence is fixed by its seed on every platform, so the random workloads and
/// property tests are reproducible, and the Python scripts can generate the same numbers.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, by plain modulo (the bias is irrelevant here and the rule is
    /// trivial to reproduce in another language).
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
