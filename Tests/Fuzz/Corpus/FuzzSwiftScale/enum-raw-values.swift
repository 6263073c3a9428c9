import SwiftUI

enum FontSize: CGFloat {
    case small = 12
    case body = 17
    case large = 24
    case huge = 1e6
}

enum FontName: String {
    case regular = "Inter-Regular"
    case semibold = "Inter-SemiBold"
    case implicit
}

enum Style: Int, CaseIterable {
    case a, b = 5, c
    var font: Font {
        switch self {
        case .a: return .custom(FontName.regular.rawValue, size: FontSize.small.rawValue)
        case .b: return .custom(FontName.semibold.rawValue, size: FontSize.body.rawValue + CGFloat(rawValue))
        case .c: return .custom(FontName.implicit.rawValue, size: FontSize.huge.rawValue)
        }
    }
}

extension Font {
    static let sized = Font.custom(FontName(rawValue: "Inter-Regular")!.rawValue, size: FontSize(rawValue: 24)?.rawValue ?? 10)
    static let missing = Font.custom(FontName(rawValue: "Nope")!.rawValue, size: 12)
}
