import SwiftUI
import UIKit

struct FontToken {
    var name: String
    var size: CGFloat
    var style: Font.TextStyle = .body
    var font: Font { .custom(name, size: size, relativeTo: style) }
}

struct ScaledToken {
    let base: UIFont
    let maximum: CGFloat
    init(name: String, size: CGFloat, maximum: CGFloat = 0) {
        base = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        self.maximum = maximum > 0 ? maximum : size * 2
    }
    var font: UIFont { UIFontMetrics.default.scaledFont(for: base, maximumPointSize: maximum) }
}

enum Tokens {
    static let body = FontToken(name: "Inter-Regular", size: 17)
    static let title = FontToken(name: "Inter-Bold", size: 28, style: .title)
    static let bodyFont = body.font
    static let titleFont = title.font
    static let caption = ScaledToken(name: "Inter-Medium", size: 12).font
    static let footnote = ScaledToken(name: "Inter-Regular", size: 13, maximum: 19).font
    static let wrong = FontToken(nom: "Inter", size: 10).font
}
