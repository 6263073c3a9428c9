enum Heading {
    case large, small
    var size: CGFloat { switch self { case .large: 28; case .small: 15 } }
    var font: Font { Font.custom("Inter-SemiBold", size: size * 1.0, relativeTo: .title) }
}
