import SwiftUI

struct Card: View {
    @ScaledMetric(relativeTo: .title) var titleSize: CGFloat = 24
    @ScaledMetric var bodySize = 17.0
    @ScaledMetric(relativeTo: .caption) private var captionSize: CGFloat = 11
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.legibilityWeight) var legibilityWeight

    var titleFont: Font { .custom("Inter-Bold", fixedSize: titleSize) }
    var bodyFont: Font {
        dynamicTypeSize.isAccessibilitySize ? .custom("Inter-Regular", fixedSize: 22) : .custom("Inter-Regular", fixedSize: bodySize)
    }
    var captionFont: Font {
        if dynamicTypeSize >= .xxxLarge { return .system(size: captionSize * 1.2) }
        return .system(size: captionSize, weight: legibilityWeight == .bold ? .bold : .regular)
    }
    var categoryFont: Font {
        switch sizeCategory {
        case .extraSmall, .small: return .custom("Inter-Regular", fixedSize: 12)
        case .accessibilityExtraExtraExtraLarge: return .custom("Inter-Regular", fixedSize: 40)
        default: return .custom("Inter-Regular", fixedSize: 16)
        }
    }

    var body: some View {
        VStack {
            Text("Title").font(titleFont)
            Text("Body").font(bodyFont)
            Text("Caption").font(captionFont)
            Text("Category").font(categoryFont)
            Text("Inline").font(.system(size: bodySize))
        }
    }
}
