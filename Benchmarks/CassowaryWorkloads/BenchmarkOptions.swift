import Foundation

/// A benchmark's command line: `--sizes 10,100,1000`, `--runs N`, the options it names that take
/// a value (`--json PATH`) and its flags (`--build-only`). Every benchmark here reads it the
/// same way; an argument it does not know goes to `unknown`, which by default says so and exits 2.
public struct BenchmarkOptions {
    /// The workload sizes to run.
    public var sizes: [Int]
    /// How many times each is run.
    public var runs: Int
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Reads `arguments` (the program's name first, as in `CommandLine.arguments`).
    public init(_ arguments: [String], sizes: [Int], runs: Int, values: Set<String> = [], flags: Set<String> = [],
                unknown: (String) -> Never = BenchmarkOptions.refuse) {
        self.sizes = sizes
        self.runs = runs
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--sizes": self.sizes = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }
            case "--runs": self.runs = Int(iterator.next() ?? "") ?? runs
            case _ where values.contains(argument): self.values[argument] = iterator.next()
            case _ where flags.contains(argument): self.flags.insert(argument)
            default: unknown(argument)
            }
        }
    }

    /// The value given to an option that takes one (`value("--json")`), if it was given.
    public func value(_ option: String) -> String? { values[option] }

    /// Whether a flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Says the argument is unknown and exits 2.
    public static func refuse(_ argument: String) -> Never {
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
    }
}
