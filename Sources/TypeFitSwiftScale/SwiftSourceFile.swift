import Foundation
internal import SwiftParser
internal import SwiftSyntax
import TypeFitInput

/// One Swift source file, parsed: its syntax tree and the table that turns positions into lines
/// and columns.
struct SwiftSourceFile: Sendable {
    /// The path, as given or as found under a directory.
    let path: String
    /// The parsed file.
    let tree: SourceFileSyntax
    /// Positions → line and column.
    let converter: SourceLocationConverter

    /// Where `node` starts (after its leading trivia).
    func location(of node: some SyntaxProtocol) -> SwiftSourceLocation {
        let location = node.startLocation(converter: converter)
        return SwiftSourceLocation(file: path, line: location.line, column: location.column)
    }

    /// A Swift file larger than this is refused with a warning: real source files are far
    /// smaller, and a generated file of this size holds no type scale.
    static let maximumFileBytes = 4 << 20

    /// Nested `[` beyond this refuse a file (see `load`).
    static let maximumBracketDepth = 12

    /// The depth of nested `[` in `text` when it is more than `maximumBracketDepth`, else nil.
    static func deepBrackets(_ text: String) -> Int? {
        var depth = 0
        var deepest = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "[") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
        }
        return deepest > maximumBracketDepth ? deepest : nil
    }

    /// Reads and parses `path`. A file that cannot be read, is too large, holds binary data or
    /// invalid UTF-8, or does not parse gives a warning naming it (for a syntax error, the first
    /// one, with its line and column); a file with a syntax error is still returned, so what
    /// parsed around the error is read.
    static func load(path: String) -> (file: SwiftSourceFile?, warning: SwiftSourceWarning?) {
        let start = SwiftSourceLocation(file: path, line: 1, column: 1)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return (nil, SwiftSourceWarning(location: start, message: "cannot read the file"))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data()
        } catch {
            return (
                nil, SwiftSourceWarning(location: start, message: "cannot read the file: \(error.localizedDescription)")
            )
        }
        guard data.count <= maximumFileBytes else {
            return (
                nil,
                SwiftSourceWarning(
                    location: start,
                    message: "skipped: larger than \(maximumFileBytes >> 20) MiB, the limit for one Swift source file")
            )
        }
        if let zero = data.firstIndex(of: 0) {
            return (
                nil,
                SwiftSourceWarning(
                    location: start,
                    message:
                        "skipped: not Swift source text (binary data, a NUL byte at offset \(zero - data.startIndex))")
            )
        }
        let text: String
        if let valid = String(validating: data, as: UTF8.self) {
            text = valid
        } else {
            do throws(InputError) {
                text = try TextFileDecoder.decode([UInt8](data), path: path)
            } catch {
                let at = SwiftSourceLocation(file: path, line: error.line ?? 1, column: error.column ?? 1)
                return (
                    nil, SwiftSourceWarning(location: at, message: "skipped: not Swift source text (\(error.message))")
                )
            }
        }
        if let depth = deepBrackets(text) {
            // swift-syntax's parser takes time exponential in nested `[` (type lookahead); no
            // real source nests them this deep.
            return (
                nil,
                SwiftSourceWarning(
                    location: start,
                    message:
                        "skipped: brackets nested \(depth) deep, more than the \(maximumBracketDepth) TypeFit parses")
            )
        }
        let tree = Parser.parse(source: text)
        let file = SwiftSourceFile(
            path: path, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree))
        guard tree.hasError, let first = SyntaxErrorFinder.firstError(in: tree) else { return (file, nil) }
        let message = "does not parse: \(first.message); what parsed around it is still read"
        return (file, SwiftSourceWarning(location: file.location(of: first.node), message: message))
    }
}

/// Finds the first syntax error of a parsed file: unexpected text, or a token the parser had to
/// assume (`expected '}'`).
private final class SyntaxErrorFinder: SyntaxVisitor {
    private var found: (node: Syntax, message: String)?

    static func firstError(in tree: SourceFileSyntax) -> (node: Syntax, message: String)? {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        var text = node.trimmedDescription
        if text.count > 40 { text = String(text.prefix(40)) + "…" }
        text = text.replacingOccurrences(of: "\n", with: " ")
        found = (Syntax(node), "unexpected code '\(text)'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, token.presence == .missing else { return .skipChildren }
        let expected = token.text.isEmpty ? "\(token.tokenKind)" : "'\(token.text)'"
        found = (Syntax(token), "expected \(expected)")
        return .skipChildren
    }
}
