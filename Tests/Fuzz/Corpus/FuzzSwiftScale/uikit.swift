enum AppFonts {
    static let base = UIFont(name: "Inter-Regular", size: 17)!
    static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: base, maximumPointSize: 40)
    static let small = UIFont.systemFont(ofSize: 12, weight: .semibold)
    static let headline = UIFont.preferredFont(forTextStyle: .headline)
}
struct V: View { var body: some View { Text("x").font(.custom("Inter", fixedSize: 9)).bold() } } // typefit:ignore
