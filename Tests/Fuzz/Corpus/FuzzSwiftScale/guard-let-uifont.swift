import UIKit

enum AppFonts {
    static func brand(_ size: CGFloat, bold: Bool = false) -> UIFont {
        guard let font = UIFont(name: bold ? "Inter-Bold" : "Inter-Regular", size: size) else {
            return UIFont.systemFont(ofSize: size, weight: bold ? .bold : .regular)
        }
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
    }
    static var headline: UIFont {
        guard let base = UIFont(name: "Inter-SemiBold", size: 17) else { fatalError("missing font") }
        return UIFontMetrics(forTextStyle: .headline).scaledFont(for: base, maximumPointSize: 28)
    }
    static let body = brand(17)
    static let title = brand(28, bold: true)
    static var broken: UIFont {
        guard let base = UIFont(name: "Inter-Regular", size: 15) else { }
        return base
    }
    static var ifLet: UIFont {
        if let font = UIFont(name: "Inter-Medium", size: 14), font.pointSize > 10 {
            return font
        } else {
            return .preferredFont(forTextStyle: .body)
        }
    }
}
