/// A tableau symbol: an index into the solver's per-symbol arrays.
typealias Symbol = Int32

/// The absence of a symbol.
let noSymbol: Symbol = -1

/// Magnitudes below this are treated as zero (the value Kiwi uses, so verdicts agree with it).
let epsilon = 1.0e-8

/// `true` when `value` is within ``epsilon`` of zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// What a symbol stands for; everything but `external` is restricted to non-negative values.
enum SymbolKind: UInt8 {
    /// An unused slot, free for reuse.
    case unused
    /// A user variable; unrestricted in sign.
    case external
    /// The marker of an inequality, or the artificial variable of phase one.
    case slack
    /// The error of an optional constraint or edit variable; the objective minimises these.
    case error
    /// The marker of a required equality; always zero, never pivoted in by the simplex.
    case dummy
}

/// The tableau symbols that record one constraint: `marker` is always set, `other` only for
/// optional constraints (their second error variable).
struct Tag {
    var marker: Symbol
    var other: Symbol = noSymbol

    /// Calls `body` with the marker, then with the other symbol if there is one.
    @inline(__always)
    func forEach(_ body: (Symbol) -> Void) {
        body(marker)
        if other != noSymbol { body(other) }
    }
}
