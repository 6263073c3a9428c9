internal import SwiftSyntax

/// The font and line count a type's code gives its UIKit views, by receiver as written
/// (`titleLabel.font = .preferredFont(forTextStyle: .headline)`, `titleLabel.numberOfLines = 0`):
/// read once per type, for the uses of localized strings assigned to those views.
struct SwiftUIKitSettings {
    /// What the code sets on one receiver.
    struct Settings {
        var font: SwiftTextUse.Read<String>?
        /// `numberOfLines`: nil inside for 0 (no limit).
        var lineLimit: SwiftTextUse.Read<Int?>?
    }

    /// Receiver (without `self.` or `?`) → its settings; the first assignment of each wins.
    private(set) var settings: [String: Settings] = [:]

    init(_ members: MemberBlockSyntax, file: SwiftSourceFile) {
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(members)
        for (target, value) in finder.assignments {
            let written = SwiftTextUseContext.receiverName(target.trimmedDescription)
            guard let dot = written.lastIndex(of: ".") else { continue }
            let receiver = String(written[..<dot])
            let property = written[written.index(after: dot)...]
            let at = file.location(of: target)
            switch property {
            case "font" where settings[receiver]?.font == nil:
                settings[receiver, default: Settings()].font = .init(value: value.trimmedDescription, at: at)
            case "numberOfLines" where settings[receiver]?.lineLimit == nil:
                guard let lines = SwiftTextUseContext.number(value) else { continue }
                settings[receiver, default: Settings()].lineLimit = .init(value: lines == 0 ? nil : Int(lines), at: at)
            default:
                continue
            }
        }
    }

    /// Every `target = value` statement under a node, in source order.
    private final class AssignmentFinder: SyntaxVisitor {
        var assignments: [(ExprSyntax, ExprSyntax)] = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                assignments.append((elements[0], elements[2]))
            }
            return .visitChildren
        }
    }
}
