import SwiftUI

enum Weight: String { case regular = "Regular", medium = "Medium", bold = "Bold" }

enum Typography {
    static func font(_ style: Font.TextStyle, weight: Weight = .regular) -> Font {
        switch style {
        case .largeTitle: return .custom("Inter-\(weight.rawValue)", size: 34, relativeTo: .largeTitle)
        case .title, .title2: return .custom("Inter-\(weight.rawValue)", size: 28, relativeTo: style)
        case .headline where weight == .bold: return .custom("Inter-Bold", size: 17, relativeTo: .headline)
        case .caption: return .custom("Inter-Regular", fixedSize: 11)
        default: return .custom("Inter-Regular", size: 17, relativeTo: .body)
        }
    }
    static let title = font(.title, weight: .bold)
    static let body = font(.body)
    static let headline = font(.headline, weight: .bold)
    static let caption = font(.caption)
    static let unmatched = font(.footnote, weight: Weight(rawValue: "Heavy") ?? .medium)
}
