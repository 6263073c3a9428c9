/// The command line of `TypeFitCompare` (see ``usage``).
struct CompareOptions: Sendable {
    /// Strings in the corpus.
    var strings = 5_000
    /// Timed runs of every engine; medians are reported.
    var runs = 5
    /// Strings Pango and plain HarfBuzz lay out (a deterministic every-k-th subset); 0: all.
    var peerSample = 500
    /// A strings file of the user's (String Catalog, `.strings`, JSON…) put before the gettext strings.
    var catalog: String?
    /// The compiled C harness (`peers.c`).
    var peers: String?
    /// The release `typefit` binary.
    var typefit: String?
    /// Where the corpus, job file and outputs are written.
    var work = "/tmp/typefit-compare"
    /// Corpus sizes of the peak-memory runs; empty: skip them.
    var memorySizes = [25_000, 50_000, 100_000]
    /// Child mode: only TypeFit's cold matrix on all cores, once, for the memory figure.
    var matrixOnly = false
    var help = false

    static let usage = """
        TypeFitCompare: TypeFit beside Pango, plain HarfBuzz and the shaping floor, in one run.
        Usually run through Benchmarks/compare.sh, which builds everything and passes --peers and --typefit.

        Options:
          --strings N          corpus size (default 5000): real UI strings from /usr/share/locale's gettext catalogs
          --runs N             timed runs of each engine; medians are reported (default 5)
          --pango-sample N     strings Pango and plain HarfBuzz lay out, every k-th string (default 500; 0: all)
          --catalog FILE       also take the strings of FILE (.xcstrings, .strings, .json…), first
          --memory-strings L   corpus sizes of the peak-memory runs (default 25000,50000,100000; none: skip)
          --peers PATH         the compiled C harness (peers.c)
          --typefit PATH       the release typefit binary (for the cold `typefit check`)
          --work DIR           scratch directory (default /tmp/typefit-compare)
          --matrix-only        print only TypeFit's cold matrix on all cores (the memory runs' child mode)
        """

    /// Why the command line was refused.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws -> CompareOptions {
        var options = CompareOptions()
        var remaining = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = remaining.popFirst() else { throw UsageError(description: "\(name) needs a value") }
            return next
        }
        func count(_ name: String, minimum: Int) throws -> Int {
            let text = try value(name)
            guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= minimum else {
                throw UsageError(description: "\(name): expected a whole number ≥ \(minimum), got '\(text)'")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--strings": options.strings = try count(argument, minimum: 1)
            case "--runs": options.runs = try count(argument, minimum: 1)
            case "--pango-sample": options.peerSample = try count(argument, minimum: 0)
            case "--catalog": options.catalog = try value(argument)
            case "--peers": options.peers = try value(argument)
            case "--typefit": options.typefit = try value(argument)
            case "--work": options.work = try value(argument)
            case "--matrix-only": options.matrixOnly = true
            case "--memory-strings":
                let text = try value(argument)
                options.memorySizes =
                    text == "none"
                    ? []
                    : try text.split(separator: ",").map {
                        guard let number = Int($0.replacingOccurrences(of: "_", with: "")), number > 0 else {
                            throw UsageError(description: "--memory-strings: '\($0)' is not a positive number")
                        }
                        return number
                    }
            case "--help", "-h": options.help = true
            default: throw UsageError(description: "unknown option '\(argument)'\n\n\(usage)")
            }
        }
        if !options.matrixOnly, !options.help {
            guard options.peers != nil, options.typefit != nil else {
                throw UsageError(description: "--peers and --typefit are required (Benchmarks/compare.sh passes them)")
            }
        }
        return options
    }
}
