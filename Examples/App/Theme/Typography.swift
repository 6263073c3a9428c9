// An app's type scale as it writes it in SwiftUI; TypeFit reads it with swift-syntax (this file is
// never compiled here).
import SwiftUI

enum Typography {
    static let navigationTitle = Font.custom("Inter-Bold", size: 28, relativeTo: .largeTitle)
    static let rowTitle = Font.custom("Inter-Regular", size: 17, relativeTo: .body)
    static let button = Font.custom("Inter-SemiBold", size: 17, relativeTo: .headline)
    static let tabLabel = Font.custom("Inter-Medium", size: 10, relativeTo: .caption2)
}
