extension Font {
    static let x = Font.custom("Inter", size: 17
