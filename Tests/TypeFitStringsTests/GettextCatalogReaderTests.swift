import Foundation
import Testing
import TypeFitInput
import TypeFitStrings
import TypeFitTestSupport

/// Reading gettext catalogs: entries, contexts, plural forms, mnemonics, locales. The
/// refusals are in ``GettextCatalogRefusalTests``; catalogs are made with ``MOBuilder``.
@Suite("Gettext catalogs (.mo)")
struct GettextCatalogReaderTests {
    static func parse(_ builder: MOBuilder, source: String = "de.mo", locale: String = "und") throws(InputError)
        -> [LocalizedString]
    {
        try GettextCatalogReader.parse(data: Data(builder.build()), source: source, locale: locale)
    }

    /// Writes `bytes` to `relativePath` under a new temporary directory and returns the
    /// directory and the file's path.
    static func write(_ bytes: [UInt8], to relativePath: String) throws -> (directory: String, path: String) {
        let directory = try ScratchDirectory("TypeFitStringsTests").path
        let path = directory + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    // MARK: - Reading

    @Test("plain entries, little- and big-endian: key msgid, text msgstr, metadata skipped", arguments: [false, true])
    func plainEntries(bigEndian: Bool) throws {
        var builder = MOBuilder(bigEndian: bigEndian)
        builder.add("Open", "Öffnen")
        builder.add("Settings", "Einstellungen")
        builder.add("日本語", "Japanisch")
        let strings = try Self.parse(builder, locale: "de")
        #expect(
            strings == [
                LocalizedString(key: "Open", locale: "de", text: "Öffnen", source: "de.mo"),
                LocalizedString(key: "Settings", locale: "de", text: "Einstellungen", source: "de.mo"),
                LocalizedString(key: "日本語", locale: "de", text: "Japanisch", source: "de.mo"),
            ])
        let catalog = try GettextCatalog(data: Data(builder.build()), source: "de.mo")
        #expect(catalog.count == 4)
        #expect(catalog.isBigEndian == bigEndian)
        #expect(catalog.charset == "UTF-8")
        #expect(try catalog.entry(at: 0).isMetadata)
        #expect(
            try catalog.entry(at: 2) == GettextCatalog.Entry(index: 2, id: "Settings", translations: ["Einstellungen"]))
    }

    @Test("a context keeps one msgid in two contexts apart: key context|msgid")
    func context() throws {
        var builder = MOBuilder()
        builder.add("Open", "Öffnen")
        builder.add("Open", "Öffnen…", context: "menu")
        builder.add("Open", "Offen", context: "status")
        builder.add("Empty context", "Leerer Kontext", context: "")
        let strings = try Self.parse(builder, locale: "de")
        #expect(strings.map(\.key) == ["Open", "menu|Open", "status|Open", "|Empty context"])
        #expect(strings.map(\.text) == ["Öffnen", "Öffnen…", "Offen", "Leerer Kontext"])
        let entry = try GettextCatalog(data: Data(builder.build()), source: "de.mo").entry(at: 3)
        #expect(entry.context == "status" && entry.id == "Open" && entry.pluralID == nil)
    }

    @Test("plural forms: one string per form, variants plural.0, plural.1, …; empty forms skipped")
    func pluralForms() throws {
        var builder = MOBuilder()
        builder.add("%d file", plural: "%d files", ["%d plik", "%d pliki", "%d plików"])
        builder.add("%d day", plural: "%d days", ["%d dzień", "", "%d dni"], context: "age")
        builder.add("One", "Jeden")
        let strings = try Self.parse(builder, locale: "pl")
        #expect(
            strings.texts("%d file", "pl") == ["plural.0": "%d plik", "plural.1": "%d pliki", "plural.2": "%d plików"])
        #expect(strings.texts("age|%d day", "pl") == ["plural.0": "%d dzień", "plural.2": "%d dni"])
        #expect(strings.one("One", "pl")?.text == "Jeden")
        #expect(strings.map(\.variant) == ["plural.0", "plural.1", "plural.2", "plural.0", "plural.2", nil])
        let entry = try GettextCatalog(data: Data(builder.build()), source: "pl.mo").entry(at: 1)
        #expect(entry.pluralID == "%d files" && entry.translations.count == 3)
    }

    @Test("a translation without plural forms ends at its first NUL, as gettext() returns it")
    func singularStopsAtNUL() throws {
        var builder = MOBuilder()
        builder.raw(original: Array("Open".utf8), translation: Array("Öffnen\0Rest".utf8))
        #expect(try Self.parse(builder).map(\.text) == ["Öffnen"])
    }

    @Test(
        "GTK mnemonics: _ before a letter or digit dropped, __ is one _, any other _ kept",
        arguments: [
            ("_Open", "Open"), ("Save _As…", "Save As…"), ("_1 column", "1 column"), ("_Öffnen", "Öffnen"),
            ("開く(_O)", "開く(O)"), ("_日本", "日本"), ("__init__", "_init_"), ("___x", "_x"), ("a _ b", "a _ b"),
            ("100_%", "100_%"), ("end_", "end_"), ("_", "_"), ("__", "_"), ("no mnemonic", "no mnemonic"),
            ("_-x", "_-x"), ("_\u{301}", "_\u{301}"),
        ])
    func mnemonics(raw: String, shown: String) {
        #expect(GettextCatalogReader.removingMnemonics(raw) == shown)
    }

    @Test("the reader shows translations without mnemonics and keeps the msgid as written")
    func mnemonicsInReader() throws {
        var builder = MOBuilder()
        builder.add("_Open", "Ö_ffnen")
        builder.add("_Quit", plural: "_Quit all", ["_Beenden", "_Alle beenden"])
        let strings = try Self.parse(builder, locale: "de")
        #expect(strings.map(\.key) == ["_Open", "_Quit", "_Quit"])
        #expect(strings.map(\.text) == ["Öffnen", "Beenden", "Alle beenden"])
    }

    @Test("untranslated entries (empty msgstr, or only empty plural forms) are skipped")
    func untranslatedSkipped() throws {
        var builder = MOBuilder()
        builder.add("Untranslated", "")
        builder.add("Translated", "Übersetzt")
        builder.add("%d untranslated", plural: "%d untranslated", ["", ""])
        let strings = try Self.parse(builder, locale: "de")
        #expect(strings.map(\.key) == ["Translated"])
        let catalog = try GettextCatalog(data: Data(builder.build()), source: "de.mo")
        #expect(try !catalog.entry(at: 1).isTranslated)
        #expect(try catalog.entry(at: 3).translations == ["", ""])
    }

    @Test("entries are decoded on demand: a broken later entry does not stop reading earlier ones")
    func lazyDecoding() throws {
        var builder = MOBuilder()
        builder.add("Open", "Öffnen")
        builder.raw(original: Array("Broken".utf8), translation: [0xFF, 0xFE])
        let catalog = try GettextCatalog(data: Data(builder.build()), source: "de.mo")
        #expect(try catalog.entry(at: 1).translations == ["Öffnen"])
        #expect(throws: InputError.self) { try catalog.entry(at: 2) }
    }

    @Test("revision 1 (system-dependent strings) is read; a minor revision does not matter")
    func revisionOne() throws {
        var builder = MOBuilder()
        builder.revision = 0x0001_0001
        builder.add("Open", "Öffnen")
        let catalog = try GettextCatalog(data: Data(builder.build()), source: "de.mo")
        #expect(catalog.majorRevision == 1 && catalog.minorRevision == 1)
        #expect(try Self.parse(builder).map(\.text) == ["Öffnen"])
    }

    @Test("a catalog without a metadata entry is read, as UTF-8")
    func noMetadata() throws {
        var builder = MOBuilder(metadata: nil)
        builder.add("Open", "Öffnen")
        let catalog = try GettextCatalog(data: Data(builder.build()), source: "de.mo")
        #expect(catalog.charset == nil && catalog.language == nil)
        #expect(try Self.parse(builder).map(\.text) == ["Öffnen"])
    }

    // MARK: - Locale

    @Test(
        "gettext locale names as BCP 47",
        arguments: [
            ("de", "de"), ("zh_CN", "zh-CN"), ("pt_BR", "pt-BR"), ("sr@latin", "sr-Latn"),
            ("sr_RS@latin", "sr-Latn-RS"),
            ("uz@cyrillic", "uz-Cyrl"), ("ca@valencia", "ca"), ("de_DE.UTF-8", "de-DE"), ("de_DE.UTF-8@euro", "de-DE"),
            ("zh_Hant_TW", "zh-Hant-TW"), ("ast", "ast"), (" fr ", "fr"),
        ])
    func bcp47(name: String, tag: String) {
        #expect(GettextCatalogReader.bcp47(name) == tag)
    }

    @Test(
        "names that are not locales give nil",
        arguments: ["", "C", "POSIX", "messages", "d3", "de_", "de_DE_toolongpart", "@latin"])
    func notLocales(name: String) {
        #expect(GettextCatalogReader.bcp47(name) == nil)
    }

    @Test(
        "locale from …/<lang>/LC_MESSAGES/<domain>.mo, converted to BCP 47",
        arguments: [
            ("de/LC_MESSAGES/app.mo", "de"), ("zh_CN/LC_MESSAGES/app.mo", "zh-CN"),
            ("pt_BR/LC_MESSAGES/app.mo", "pt-BR"),
            ("sr@latin/LC_MESSAGES/app.mo", "sr-Latn"), ("ca@valencia/LC_MESSAGES/app.mo", "ca"),
            ("fr.lproj/app.mo", "fr"),
        ])
    func localeFromPath(relativePath: String, locale: String) throws {
        var builder = MOBuilder(metadata: "Content-Type: text/plain; charset=UTF-8\nLanguage: ja\n")
        builder.add("Open", "Öffnen")
        let (directory, path) = try Self.write(builder.build(), to: relativePath)
        defer { ScratchDirectory.remove(path: directory) }
        let strings = try GettextCatalogReader.read(path: path)
        #expect(strings.map(\.locale) == [locale])
        #expect(strings.map(\.source) == [path])
        #expect(try GettextCatalogReader.read(path: path, locale: "ko").map(\.locale) == ["ko"])
    }

    @Test("locale from the Language header when the path gives none; else und")
    func localeFromHeader() throws {
        var builder = MOBuilder(
            metadata: "Project-Id-Version: app 1.0\nLanguage: zh_TW\nContent-Type: text/plain; charset=UTF-8\n")
        builder.add("Open", "開啟")
        let (directory, path) = try Self.write(builder.build(), to: "catalogs/app.mo")
        defer { ScratchDirectory.remove(path: directory) }
        #expect(try GettextCatalogReader.read(path: path).map(\.locale) == ["zh-TW"])
        #expect(try StringsReader.read(path: path).map(\.locale) == ["zh-TW"])
        #expect(try GettextCatalogReader.read(path: path, locale: "en").map(\.locale) == ["en"])
        #expect(try Self.parse(builder).map(\.locale) == ["zh-TW"])
        #expect(try Self.parse(builder, locale: "zh-Hant").map(\.locale) == ["zh-Hant"])
        #expect(try GettextCatalog(data: Data(builder.build()), source: "app.mo").language == "zh_TW")

        var bare = MOBuilder(metadata: "Language: \nContent-Type: text/plain; charset=UTF-8\n")
        bare.add("Open", "Open")
        let (bareDirectory, barePath) = try Self.write(bare.build(), to: "catalogs/app.mo")
        defer { ScratchDirectory.remove(path: bareDirectory) }
        #expect(try GettextCatalogReader.read(path: barePath).map(\.locale) == ["und"])
    }

    @Test("StringsReader reads .mo by extension")
    func dispatch() throws {
        var builder = MOBuilder()
        builder.add("Open", "Öffnen")
        builder.add("%d file", plural: "%d files", ["%d Datei", "%d Dateien"])
        let (directory, path) = try Self.write(builder.build(), to: "de/LC_MESSAGES/app.mo")
        defer { ScratchDirectory.remove(path: directory) }
        #expect(StringsFormat(path: path) == .gettext)
        #expect(StringsFormat(path: "APP.MO") == .gettext)
        let strings = try StringsReader.read(path: path)
        #expect(strings.map(\.text) == ["Öffnen", "%d Datei", "%d Dateien"])
        #expect(strings.allSatisfy { $0.locale == "de" && $0.source == path && $0.line == nil })
    }
}
