import SwiftUI
import UIKit

private enum Family {
    static let display = "InterDisplay-SemiBold"
    static let text = "Inter"
}

extension Font {
    static let titleH6: Font = .custom(Family.display, size: 20)
    static let headline2 = Font.custom(Family.text, size: 16, relativeTo: .title3).weight(.semibold)
    static let caption: Font = .custom("Inter", fixedSize: 11)
    static var label: Font { .system(size: 13, weight: .medium) }
    static let bodyStrong = Font.body.bold()
    static let brandBody: Font = .custom(Family.text, size: base * 1.0)
    static let base: CGFloat = 17
    static let broken = Font.custom("Inter-\(weight)", size: 17)
}

enum TextStyleToken {
    case h1, h2, small
    var font: Font {
        switch self {
        case .h1: return .custom("Inter-Bold", size: 32, relativeTo: .largeTitle)
        case .h2: return Font.system(.title2, design: .default, weight: .bold)
        case .small: return .custom(Family.text, size: 12, relativeTo: .caption).italic()
        }
    }
}

enum UIKitFonts {
    static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter-Regular", size: 17)!)
    static let footnote = UIFontMetrics.default.scaledFont(for: UIFont(name: "Inter-Regular", size: 13)!, maximumPointSize: 20)
    static let system = UIFont.systemFont(ofSize: 15, weight: .semibold)
    static let headline = UIFont.preferredFont(forTextStyle: .headline)
}

struct Row: View {
    var body: some View {
        Text("x").font(.custom("Inter-Medium", size: 14)).bold()
        Text("y").font(.system(size: 12))
    }
}
