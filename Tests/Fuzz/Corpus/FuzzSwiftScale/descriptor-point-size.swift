import UIKit

enum DescriptorFonts {
    static var body: UIFont {
        let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize
        return UIFont(name: "Inter-Regular", size: size)!
    }
    static var title: UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
        return UIFont(name: "Inter-Bold", size: descriptor.pointSize * 1.1)!
    }
    static var bold: UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withSymbolicTraits(.traitBold)!
        return UIFont(descriptor: descriptor, size: 0)
    }
    static var clamped: UIFont {
        let size = min(max(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1).pointSize, 11), 20)
        return .systemFont(ofSize: size, weight: .medium)
    }
    static var family: UIFont {
        let descriptor = UIFont.preferredFont(forTextStyle: .subheadline).fontDescriptor
            .addingAttributes([.family: "Inter", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        return UIFont(descriptor: descriptor, size: 0)
    }
    static let metricsValue = UIFont.systemFont(ofSize: UIFontMetrics(forTextStyle: .body).scaledValue(for: 15))
}
