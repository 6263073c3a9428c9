import Foundation
import Testing
import TypeFitInput
import TypeFitStrings
import TypeFitTestSupport

/// Catalogs that are refused, each with an error naming the file (and the entry); limits; the
/// fuzz corpus replayed.
@Suite("Gettext catalogs (.mo): refusals")
struct GettextCatalogRefusalTests {
    @Test("not a .mo file: the magic number is named")
    func badMagic() {
        let bytes = Array("msgid \"Open\"\nmsgstr \"Öffnen\"\n".utf8)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message:
                    "not a gettext catalog (.mo): the file starts with 0x6D736769, not the magic number 0x950412DE (or 0xDE120495 for a big-endian file)"
            )
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
    }

    @Test("a header shorter than 28 bytes", arguments: [0, 3, 12, 27])
    func shortHeader(size: Int) {
        let bytes = Array(MOBuilder().build().prefix(size))
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message: "the file is \(size) bytes, shorter than the 28-byte header of a gettext catalog (.mo)")
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
    }

    @Test("a major revision other than 0 or 1")
    func unsupportedRevision() {
        var builder = MOBuilder()
        builder.revision = 0x0002_0000
        #expect(
            throws: InputError(
                path: "de.mo", kind: .invalidValue,
                message: "unsupported gettext catalog format revision 2.0 (the major revision must be 0 or 1)")
        ) {
            try GettextCatalogReaderTests.parse(builder)
        }
    }

    @Test("a string table past the end of the file", arguments: [false, true])
    func tablePastEnd(bigEndian: Bool) {
        var builder = MOBuilder(bigEndian: bigEndian)
        builder.add("Open", "Öffnen")
        var bytes = builder.build()
        MOBuilder.patch(&bytes, at: 16, UInt32(bytes.count - 8), bigEndian: bigEndian)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message:
                    "the table of translations (2 entries of 8 bytes at offset \(bytes.count - 8)) runs past the end of the file (\(bytes.count) bytes)"
            )
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
        MOBuilder.patch(&bytes, at: 12, 0xFFFF_FFFF, bigEndian: bigEndian)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message:
                    "the table of original strings (2 entries of 8 bytes at offset 4294967295) runs past the end of the file (\(bytes.count) bytes)"
            )
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
    }

    @Test("a count of 2^32 - 1 entries is refused, not trusted")
    func hugeCount() {
        var builder = MOBuilder()
        builder.add("Open", "Öffnen")
        var bytes = builder.build()
        MOBuilder.patch(&bytes, at: 8, 0xFFFF_FFFF)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message:
                    "the header claims 4294967295 entries, but their tables of 8 bytes per entry cannot fit in the file's \(bytes.count) bytes"
            )
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
    }

    @Test("a string whose offset or length points past the end names the entry")
    func stringPastEnd() {
        var builder = MOBuilder()
        builder.add("Open", "Öffnen")
        let clean = builder.build()
        // Entry 1's translation descriptor: its offset, then its length.
        let translation = builder.translationsTable + 8
        var bytes = clean
        MOBuilder.patch(&bytes, at: translation + 4, 0xFFFF_FFF0)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message:
                    "entry 1 (msgid \"Open\"): the translation (7 bytes at offset 4294967280) runs past the end of the file (\(bytes.count) bytes)"
            )
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
        bytes = clean
        MOBuilder.patch(&bytes, at: translation, 0xFFFF_FFFF)
        #expect(throws: InputError.self) { try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo") }
        // Entry 1's original (just after entry 0's empty one, at the start of the strings): no msgid to name.
        bytes = clean
        MOBuilder.patch(&bytes, at: MOBuilder.originalsTable + 8, 1000)
        let offset = builder.translationsTable + 16 + 1
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message:
                    "entry 1: the original string (1000 bytes at offset \(offset)) runs past the end of the file (\(bytes.count) bytes)"
            )
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
    }

    @Test(
        "entries pointing at the same long bytes are refused once they claim 4 times the file, before decoding them all"
    )
    func overlappingStrings() throws {
        var builder = MOBuilder(metadata: nil)
        for _ in 0..<19 { builder.raw(original: [], translation: []) }
        builder.raw(original: Array(repeating: UInt8(ascii: "a"), count: 1000), translation: [])
        var bytes = builder.build()
        let shared = Array(bytes[(MOBuilder.originalsTable + 19 * 8)..<(MOBuilder.originalsTable + 20 * 8)])
        for index in 0..<19 {
            bytes.replaceSubrange(
                (MOBuilder.originalsTable + index * 8)..<(MOBuilder.originalsTable + index * 8 + 8), with: shared)
        }
        #expect(bytes.count == 28 + 20 * 16 + 1000 + 40)  // each string ends in a NUL
        // Entries 0…5 claim 6000 bytes, over 4 × 1388.
        #expect(
            throws: InputError(
                path: "de.mo", kind: .syntax,
                message:
                    "entry 5: the entries up to here claim 6000 bytes of strings, more than 4 times the file's 1388 bytes (their strings overlap); refusing to read the file"
            )
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo")
        }
        // The catalog itself still decodes any one entry.
        let catalog = try GettextCatalog(data: Data(bytes), source: "de.mo")
        #expect(try catalog.entry(at: 7).id.count == 1000)
    }

    @Test("invalid UTF-8 names the entry, and its msgid when that decodes")
    func invalidUTF8() {
        var translation = MOBuilder()
        translation.add("Open", "Öffnen")
        translation.raw(
            original: Array("Close".utf8), translation: [0x53, 0x63, 0x68, 0x6C, 0xF6, 0x73, 0x73, 0x65, 0x6E])
        #expect(
            throws: InputError(
                path: "de.mo", kind: .encoding, message: "entry 2 (msgid \"Close\"): the translation is not valid UTF-8"
            )
        ) {
            try GettextCatalogReaderTests.parse(translation)
        }
        var context = MOBuilder()
        context.raw(original: [0xC0, 0x80, 4] + Array("Close".utf8), translation: Array("Schließen".utf8))
        #expect(
            throws: InputError(
                path: "de.mo", kind: .encoding,
                message: "entry 1 (msgid \"Close\"): the original string (msgid) is not valid UTF-8")
        ) {
            try GettextCatalogReaderTests.parse(context)
        }
        var msgid = MOBuilder()
        msgid.raw(original: [0x43, 0xFF], translation: Array("Schließen".utf8))
        #expect(
            throws: InputError(
                path: "de.mo", kind: .encoding, message: "entry 1: the original string (msgid) is not valid UTF-8")
        ) {
            try GettextCatalogReaderTests.parse(msgid)
        }
    }

    @Test(
        "a charset other than UTF-8 or ASCII is refused; UTF-8 and ASCII spellings are read",
        arguments: [
            ("ISO-8859-1", false), ("\"KOI8-R\"", false), ("UTF-8", true), ("utf8", true), ("ASCII", true),
            ("US-ASCII", true), ("CHARSET", true),
        ])
    func charset(charset: String, accepted: Bool) throws {
        var builder = MOBuilder(metadata: "Content-Type: text/plain; charset=\(charset)\nLanguage: de\n")
        builder.add("Open", "Offen")
        if accepted {
            #expect(try GettextCatalogReaderTests.parse(builder).map(\.text) == ["Offen"])
        } else {
            let name = charset.replacingOccurrences(of: "\"", with: "")
            #expect(
                throws: InputError(
                    path: "de.mo", kind: .encoding,
                    message:
                        "entry 0 (the metadata entry): the catalog's charset is \"\(name)\" (Content-Type); TypeFit reads only UTF-8 or ASCII catalogs: convert the .po file with `msgconv --to-code=UTF-8` and compile it again with msgfmt"
                )
            ) {
                try GettextCatalogReaderTests.parse(builder)
            }
        }
    }

    @Test("a Latin-1 catalog is refused for its charset even when its headers are not UTF-8; a UTF-8 one for its bytes")
    func latin1Headers() {
        let latin1 =
            Array("Last-Translator: Ralf B".utf8) + [0xE4]
            + Array("chle\nContent-Type: text/plain; charset=iso-8859-1\n".utf8)
        var declared = MOBuilder(metadata: nil)
        declared.raw(original: [], translation: latin1)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .encoding,
                message:
                    "entry 0 (the metadata entry): the catalog's charset is \"iso-8859-1\" (Content-Type); TypeFit reads only UTF-8 or ASCII catalogs: convert the .po file with `msgconv --to-code=UTF-8` and compile it again with msgfmt"
            )
        ) {
            try GettextCatalogReaderTests.parse(declared)
        }
        let mislabeled =
            Array("Last-Translator: Ralf B".utf8) + [0xE4]
            + Array("chle\nContent-Type: text/plain; charset=UTF-8\n".utf8)
        var wrong = MOBuilder(metadata: nil)
        wrong.raw(original: [], translation: mislabeled)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .encoding,
                message: "entry 0 (the metadata entry): the translation is not valid UTF-8")
        ) {
            try GettextCatalogReaderTests.parse(wrong)
        }
    }

    @Test("refusals through StringsReader.read(path:) name the file on disk")
    func refusalsFromDisk() throws {
        var builder = MOBuilder(metadata: "Content-Type: text/plain; charset=ISO-8859-15\n")
        builder.add("Open", "Offen")
        let (directory, path) = try GettextCatalogReaderTests.write(builder.build(), to: "de/LC_MESSAGES/app.mo")
        defer { ScratchDirectory.remove(path: directory) }
        let error = try #require(throws: InputError.self) { try StringsReader.read(path: path) }
        #expect(error.path == path && error.kind == .encoding)
        #expect(
            error.description.hasPrefix(
                path + ": entry 0 (the metadata entry): the catalog's charset is \"ISO-8859-15\""))

        let (badDirectory, badPath) = try GettextCatalogReaderTests.write(
            Array(repeating: 0, count: 40), to: "fr/LC_MESSAGES/app.mo")
        defer { ScratchDirectory.remove(path: badDirectory) }
        #expect(
            throws: InputError(
                path: badPath, kind: .syntax,
                message:
                    "not a gettext catalog (.mo): the file starts with 0x00000000, not the magic number 0x950412DE (or 0xDE120495 for a big-endian file)"
            )
        ) {
            try StringsReader.read(path: badPath)
        }
        #expect(throws: InputError(path: directory + "/missing.mo", kind: .notFound, message: "no such file")) {
            try StringsReader.read(path: directory + "/missing.mo")
        }
    }

    @Test("limits apply: file size before reading, string count and length while reading")
    func limits() throws {
        var builder = MOBuilder()
        builder.add("Open", "Öffnen")
        builder.add("Close", "Schließen")
        let bytes = builder.build()
        let (directory, path) = try GettextCatalogReaderTests.write(bytes, to: "de/LC_MESSAGES/app.mo")
        defer { ScratchDirectory.remove(path: directory) }
        #expect(
            throws: InputError(
                path: path, kind: .tooLarge,
                message: "file is \(bytes.count) bytes, over the limit of 64 bytes; refusing to read it")
        ) {
            try GettextCatalogReader.read(path: path, limits: StringsLimits(maximumFileBytes: 64))
        }
        let oneString = StringsLimits(maximumStrings: 1)
        #expect(
            throws: InputError(
                path: "de.mo", kind: .tooManyStrings,
                message: "more than 1 strings; refusing to read (split the file, or raise the limit)")
        ) {
            try GettextCatalogReader.parse(data: Data(bytes), source: "de.mo", limits: oneString)
        }
        let error = try #require(throws: InputError.self) {
            try GettextCatalogReader.parse(
                data: Data(bytes), source: "de.mo", limits: StringsLimits(maximumStringUTF16Count: 8))
        }
        #expect(error.kind == .stringTooLong && error.message.hasPrefix("the text of \"Close\" [und]"))
    }

    // MARK: - Fuzz corpus

    static let fuzzCorpus = TestFixtures.fuzzCorpus("FuzzGettextCatalog")

    static var fuzzInputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fuzzCorpus)) ?? []).sorted().map {
            fuzzCorpus + "/" + $0
        }
    }

    @Test("the fuzz seeds exist")
    func fuzzSeedsExist() {
        #expect(Self.fuzzInputs.count >= 3)
    }

    @Test("every fuzz corpus input reads or is refused with a InputError naming it", arguments: fuzzInputs)
    func fuzzCorpusReplay(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let strings = try GettextCatalogReader.parse(data: data, source: path)
            #expect(strings.allSatisfy { $0.source == path })
        } catch {
            #expect(error.path == path)
        }
    }
}
