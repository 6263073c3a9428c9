import Testing
import TypeFitDynamicType
import TypeFitVocabulary

@testable import TypeFitStrings

/// Each system container's facts against the numbers: fonts, scaling, lines, overflow, text case
/// and widths on phones of every margin and on iPad.
@Suite("System containers: places on devices")
struct SystemContainerPlaceTests {
    static let iPhoneSE = DeviceWidths.named("iPhone SE")!
    static let iPhone16 = DeviceWidths.named("iPhone 16")!
    static let iPhone16ProMax = DeviceWidths.named("iPhone 16 Pro Max")!
    static let iPadMini = DeviceWidths.named("iPad mini")!

    func place(_ container: SystemContainer, _ device: DeviceWidth, _ size: DynamicTypeSize = .large) -> ContainerPlace
    {
        SystemContainers.place(for: container, device: device, size: size)
    }

    @Test("layout margins: 16 pt on 375-wide phones, 20 on wider ones and on iPad, with the older reading kept")
    func margins() {
        let se = SystemContainers.layoutMargin(on: Self.iPhoneSE)
        #expect(se.value == 16 && se.confidence == .measured)
        let phone16 = SystemContainers.layoutMargin(on: Self.iPhone16)
        #expect(phone16.value == 20 && phone16.confidence == .inferred)
        #expect(phone16.alternatives.map(\.value) == [16])
        #expect(SystemContainers.layoutMargin(on: DeviceWidths.named("iPhone 14")!).confidence == .measured)
        #expect(SystemContainers.layoutMargin(on: Self.iPadMini).value == 20)
        #expect(SystemContainers.layoutMargin(on: DeviceWidths.named("iPhone SE (1st generation)")!).value == 16)
    }

    @Test("inline navigation title: 17 pt semibold, one line cut at the tail, 343 pt on iPhone SE, 353 on iPhone 16")
    func inlineTitle() {
        let se = place(.inlineNavigationTitle(), Self.iPhoneSE)
        #expect(se.font.value == ContainerFont(pointSize: 17, weight: .semibold, style: .headline))
        #expect(se.font.confidence == .measured)
        #expect(se.lineLimit.value == .lines(1))
        #expect(se.overflow.value?.behaviour == .truncate && se.overflow.value?.truncation == .tail)
        #expect(se.textCase.value == .asWritten)
        #expect(se.width.value == 343)
        #expect(se.width.confidence == .inferred)
        #expect(place(.inlineNavigationTitle(), Self.iPhone16).width.value == 353)
        #expect(place(.inlineNavigationTitle(), Self.iPhone16ProMax).width.value == 400)
        #expect(place(.inlineNavigationTitle(), Self.iPadMini).width.value == 704)
        // On iPhone 16 the older 16-pt margin stays visible as an alternative width.
        #expect(place(.inlineNavigationTitle(), Self.iPhone16).width.alternatives.map(\.value) == [361])
    }

    @Test("inline title between bar items: centred while it fits, the off-centre reading as an alternative")
    func inlineTitleWithItems() {
        let title = place(.inlineNavigationTitle(leadingItems: 60, trailingItems: 30), Self.iPhone16)
        // 393 − 2 × (20 + 60 + 6)
        #expect(title.width.value == 221)
        // 393 − 40 − 60 − 30 − 12
        #expect(title.width.alternatives.first?.value == 251)
        // Items wider than the bar leave the title no room, not a negative width.
        #expect(place(.inlineNavigationTitle(leadingItems: 300, trailingItems: 0), Self.iPhoneSE).width.value == 0)
        #expect(place(.tabBarItem(tabs: 0), Self.iPhoneSE).width.value == 375)
    }

    @Test("bars keep their size at every Dynamic Type size and offer the Large Content Viewer from AX1")
    func barsDoNotScale() {
        for size in DynamicTypeSize.allCases {
            let title = place(.inlineNavigationTitle(), Self.iPhone16, size)
            #expect(title.font.value?.pointSize == 17)
            #expect(title.largeContentViewer.value == size.isAccessibilitySize)
            let tab = place(.tabBarItem(tabs: 5), Self.iPhoneSE, size)
            #expect(tab.font.value?.pointSize == 10)
            #expect(place(.barButton(), Self.iPhone16, size).font.value?.pointSize == 17)
        }
        #expect(place(.inlineNavigationTitle(), Self.iPhone16).scaling.value?.followsDynamicType == false)
    }

    @Test("the large title grows with largeTitle's row, bold, one line")
    func largeTitleScales() {
        #expect(
            place(.largeNavigationTitle, Self.iPhone16).font.value
                == ContainerFont(pointSize: 34, weight: .bold, style: .largeTitle))
        let ax5 = place(.largeNavigationTitle, Self.iPhone16, .accessibility5)
        #expect(ax5.font.value?.pointSize == 60)
        #expect(ax5.font.confidence == .inferred)
        #expect(place(.largeNavigationTitle, Self.iPhone16, .xSmall).font.value?.pointSize == 31)
        #expect(ax5.largeContentViewer.value == false)
        #expect(ax5.lineLimit.value == .lines(1))
        #expect(ax5.width.value == 353)
    }

    @Test("tab bar item: 10 pt medium, W / n per tab on iPhone, at most five shown, unknown on iPad")
    func tabBarItem() {
        let five = place(.tabBarItem(tabs: 5), Self.iPhoneSE)
        #expect(five.font.value == ContainerFont(pointSize: 10, weight: .medium))
        #expect(five.width.value == 75)
        #expect(five.lineLimit.value == .lines(1))
        #expect(place(.tabBarItem(tabs: 4), Self.iPhoneSE).width.value == 93.75)
        #expect(place(.tabBarItem(tabs: 5), Self.iPhone16ProMax).width.value == 88)
        #expect(place(.tabBarItem(tabs: 7), Self.iPhoneSE).width.value == 75)
        let ipad = place(.tabBarItem(tabs: 4), Self.iPadMini)
        #expect(ipad.font.value == ContainerFont(pointSize: 13, weight: .regular, style: .footnote))
        #expect(ipad.width.isUnknown && ipad.width.confidence == nil && ipad.width.note != nil)
    }

    @Test("back button: falls back to \"Back\", width unknown")
    func backButton() {
        let back = place(.backButton, Self.iPhone16)
        #expect(back.overflow.value?.behaviour == .fallbackTitle)
        #expect(back.overflow.value?.fallbackTitle == "Back")
        #expect(back.overflow.confidence == .documented)
        #expect(back.width.isUnknown)
        #expect(back.textContainer == nil)
    }

    @Test("alert: 270 pt wide on every phone, 310 at accessibility sizes, padding readings kept")
    func alert() {
        for device in [Self.iPhoneSE, Self.iPhone16, Self.iPhone16ProMax] {
            let title = place(.alertTitle, device)
            #expect(title.width.value == 230)
            #expect(title.width.alternatives.map(\.value) == [238])
            #expect(title.font.value == ContainerFont(pointSize: 17, weight: .semibold, style: .headline))
            #expect(title.lineLimit.value == .unlimited)
        }
        #expect(place(.alertTitle, Self.iPhoneSE, .accessibility2).width.value == 270)
        #expect(place(.alertMessage, Self.iPhone16).font.value?.pointSize == 13)
        // Alerts grow, but never shrink below Large.
        #expect(place(.alertMessage, Self.iPhone16, .xSmall).font.value?.pointSize == 13)
        #expect(place(.alertMessage, Self.iPhone16, .xxxLarge).font.value?.pointSize == 19)
        let pair = place(.alertButton(.sideBySide), Self.iPhone16)
        #expect(pair.width.value == 118.8)
        #expect(pair.overflow.value?.behaviour == .shrinkThenTruncate)
        #expect(pair.textContainer?.minimumScaleFactor == 10.0 / 17.0)
        #expect(pair.textContainer?.lineLimit == 1)
        #expect(place(.alertButton(.stacked), Self.iPhone16).width.value == 254)
        let accessibility = place(.alertButton(.stacked), Self.iPhone16, .accessibility1)
        #expect(accessibility.lineLimit.value == .unlimited)
        #expect(accessibility.overflow.value?.behaviour == .wrap)
        #expect(accessibility.width.isUnknown)
    }

    @Test("action sheet: W − 16 sheet, 21-pt buttons growing by their own table, popover widths unknown on iPad")
    func actionSheet() {
        #expect(place(.actionSheetTitle, Self.iPhoneSE).width.value == 327)
        #expect(place(.actionSheetTitle, Self.iPhone16).width.value == 345)
        let button = place(.actionSheetButton, Self.iPhone16ProMax)
        #expect(button.width.value == 404)
        #expect(button.width.alternatives.map(\.value) == [400])
        #expect(button.font.value?.pointSize == 21)
        #expect(button.font.alternatives.map(\.value.pointSize) == [20])
        #expect(place(.actionSheetButton, Self.iPhone16, .xLarge).font.value?.pointSize == 23)
        #expect(place(.actionSheetButton, Self.iPhone16, .accessibility5).font.value?.pointSize == 53)
        #expect(button.lineLimit.isUnknown && button.overflow.isUnknown)
        #expect(place(.actionSheetTitle, Self.iPadMini).width.isUnknown)
        #expect(place(.actionSheetTitle, Self.iPhone16, .xLarge).font.isUnknown)
    }

    @Test("lists: body rows that wrap, inset grouped narrower, headers uppercased through iOS 18")
    func lists() {
        let row = place(.listRow(.plain), Self.iPhone16)
        #expect(row.font.value == ContainerFont(pointSize: 17, weight: .regular, style: .body))
        #expect(place(.listRow(.grouped), Self.iPhone16, .accessibility3).font.value?.pointSize == 40)
        #expect(row.lineLimit.value == .unlimited)
        #expect(row.lineLimit.alternatives.map(\.value) == [.lines(1)])
        #expect(row.width.value == 353)
        let inset = place(.listRow(.insetGrouped), Self.iPhoneSE)
        #expect(inset.width.value == 303)
        #expect(inset.width.alternatives.map(\.value) == [311])
        let header = place(.sectionHeader(.insetGrouped), Self.iPhone16)
        #expect(header.textCase.value == .uppercase)
        #expect(header.textCase.value?.textCase == .uppercase)
        #expect(header.textCase.alternatives.map(\.value) == [.asWritten])
        #expect(header.font.value?.pointSize == 13)
        #expect(place(.sectionHeader(.grouped), Self.iPhoneSE).width.value == 343)
        #expect(place(.sectionFooter(.grouped), Self.iPhone16).textCase.value == .asWritten)
        let plain = place(.sectionHeader(.plain), Self.iPhone16)
        #expect(plain.font.isUnknown && plain.textCase.isUnknown)
    }

    @Test("segmented control, search field, buttons and text in a scroll view")
    func controls() {
        let segment = place(.segment(segments: 2), Self.iPhoneSE)
        #expect(segment.width.value == 150)
        #expect(place(.segment(segments: 2), Self.iPhone16ProMax).width.value == 178.5)
        #expect(segment.font.value?.pointSize == 13)
        #expect(segment.overflow.isUnknown)
        let search = place(.searchField, Self.iPhone16)
        #expect(search.width.value == 321.5)
        #expect(place(.searchField, Self.iPhone16, .accessibility1).font.value?.pointSize == 28)
        #expect(place(.configuredButton, Self.iPhone16).width.value == 329)
        #expect(place(.borderedButton, Self.iPhone16).width.isUnknown)
        let text = place(.scrollViewText, Self.iPhone16, .xxLarge)
        #expect(text.font.value?.pointSize == 21)
        #expect(text.lineLimit.value == .unlimited)
        #expect(text.width.value == 353)
        #expect(text.width.alternatives.map(\.value) == [393, 361])
        let ipad = place(.scrollViewText, DeviceWidths.named("iPad Pro 13-inch")!)
        #expect(ipad.width.value == 992)
        #expect(ipad.width.alternatives.map(\.value).contains(672))
    }

    @Test("a place becomes a check's container when its width and lines are known")
    func textContainer() {
        let title = place(.inlineNavigationTitle(), Self.iPhoneSE)
        #expect(title.textContainer == TextContainer(width: 343, lineLimit: 1, truncation: .tail))
        #expect(place(.listRow(.plain), Self.iPhone16).textContainer == TextContainer(width: 353))
    }
}
