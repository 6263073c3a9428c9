import TypeFitDynamicType
import TypeFitInput
import TypeFitShaping
import TypeFitVocabulary

/// Resolves every entry of a type scale at every Dynamic Type size: the face, point size, line
/// height and tracking iOS would use, with the model that produced each number.
public struct TypeScaleResolver: Sendable {
    /// The app's fonts (custom families and PostScript names are looked up here).
    public var library: FontLibrary
    /// The system font, or its stand-in.
    public var systemFont: SystemFontProvider
    /// How custom sizes scale (default: the leading-ratio model).
    public var model: ScalingModel
    /// Which column of the SF tracking table is used for system text.
    public var trackingSource: SFTrackingSource
    /// iOS's Bold Text setting (Accessibility › Display & Text Size): the system font is drawn
    /// heavier (``boldTextWeight(_:)``). Custom fonts are unchanged: an app that swaps faces for
    /// Bold Text does so in its own code, which the Swift reader evaluates with the same setting.
    public var boldText = false

    /// `Font.leading(.tight)` / `.loose` change the line height by this many points (about ∓2 pt
    /// on iOS; unverified).
    package static let leadingAdjustment = 2.0

    public init(
        library: FontLibrary, systemFont: SystemFontProvider, model: ScalingModel = .default,
        trackingSource: SFTrackingSource = .default
    ) {
        self.library = library
        self.systemFont = systemFont
        self.model = model
        self.trackingSource = trackingSource
    }

    /// Every entry of `scale` at all twelve sizes. Throws `InputError` (file and key path)
    /// when an entry cannot be resolved at all: a text style the platform lacks, or a size the
    /// scaling model rejects. A custom font that is not found does not throw: iOS falls back to
    /// the system font silently, and TypeFit does the same but says so in `warnings`.
    public func resolve(_ scale: TypeScale) throws(InputError) -> ResolvedTypeScale {
        var entries: [ResolvedEntry] = []
        var warnings = scale.notes
        for (index, entry) in scale.entries.enumerated() {
            let resolved = try resolve(entry, in: scale, position: index)
            for note in resolved.styles.flatMap(\.notes) where !warnings.contains(note) { warnings.append(note) }
            entries.append(resolved)
        }
        var resolved = ResolvedTypeScale(
            scale: scale, entries: entries, systemFontSource: systemFont.source, warnings: warnings)
        resolved.cascadeLists = try cascadeLists(of: scale)
        resolved.systemFontFaces = systemFont.fallbackFaces
        return resolved
    }

    /// The scale's cascade lists resolved against ``library``: each name a PostScript name
    /// (that face) or a family (its static faces). Keyed by the scale's family name and by the
    /// family of every face it registers, lower-cased. Throws for a name the fonts lack, with
    /// the closest names.
    func cascadeLists(of scale: TypeScale) throws(InputError) -> [String: [FontFace]] {
        var lists: [String: [FontFace]] = [:]
        for registration in scale.fonts where !registration.cascade.isEmpty {
            var faces: [FontFace] = []
            for (index, name) in registration.cascade.enumerated() {
                var found: [FontFace] = []
                var suggestions: [String] = []
                do throws(FontError) {
                    found = [try library.face(postScriptName: name)]
                } catch {
                    if case .unknownPostScriptName(_, let names) = error { suggestions = names }
                    let family = library.faces(inFamily: name)
                    let statics = family.filter { !$0.descriptor.isVariable }
                    found = statics.isEmpty ? family : statics
                }
                guard !found.isEmpty else {
                    let hint = suggestions.isEmpty ? "" : " (closest: \(suggestions.joined(separator: ", ")))"
                    throw InputError(
                        path: scale.source, keyPath: "fonts.\(registration.family).cascade[\(index)]",
                        message: "'\(name)' is neither a PostScript name nor a family among the fonts given\(hint)")
                }
                for face in found where !faces.contains(where: { $0 === face }) { faces.append(face) }
            }
            var families = [registration.family.lowercased()]
            for name in registration.postScriptNames {
                if let face = try? library.face(postScriptName: name) {
                    families.append(face.descriptor.family.lowercased())
                }
            }
            for family in Set(families) {
                lists[family, default: []] += faces.filter { face in !(lists[family] ?? []).contains { $0 === face } }
            }
        }
        return lists
    }

    private func resolve(_ entry: TypeScaleEntry, in scale: TypeScale, position: Int) throws(InputError)
        -> ResolvedEntry
    {
        let keyPath = "entries[\(position)]"
        func failure(_ message: String, _ key: String = "") -> InputError {
            InputError(path: scale.source, keyPath: key.isEmpty ? keyPath : "\(keyPath).\(key)", message: message)
        }
        let table = scale.platform.typeTable
        guard let row = table.row(for: entry.textStyle) else {
            throw failure(
                "\(scale.platform.rawValue) has no text style \(entry.textStyle.rawValue) (it has: \(table.styles.map(\.rawValue).joined(separator: ", ")))",
                "textStyle")
        }
        let lookup = customFace(for: entry, in: scale)
        var customFace: FontFace?
        if case .found(let face, _) = lookup { customFace = face }
        let usesSystemFont = customFace == nil
        let api = Self.api(for: entry, systemFont: usesSystemFont)
        let computedSizes = try Self.pointSizeTable(of: entry, failure: failure)
        let scaling: CustomFontScaling?
        if computedSizes == nil, let api, let size = entry.size {
            do throws(DynamicTypeError) {
                scaling = try CustomFontScaling(
                    api: api, pointSize: size, model: model, platform: scale.platform, range: entry.dynamicTypeRange)
            } catch { throw failure(error.description, "size") }
        } else {
            scaling = nil
        }
        let tracking = SFTracking(source: trackingSource, platform: scale.platform)
        var styles: [ResolvedStyle] = []
        for size in DynamicTypeSize.allCases {
            let clamped = entry.dynamicTypeRange?.clamp(size) ?? size
            let effective = table.resolvedSize(for: clamped)
            let tableMetrics = table.metrics(of: row, at: effective)
            // A computed entry takes the app's own size at the clamped size; others scale.
            var pointSize = computedSizes?[clamped.ordinal] ?? scaling?.pointSize(at: size) ?? tableMetrics.pointSize
            if let cap = entry.maximumPointSize { pointSize = min(pointSize, cap) }
            var reasons: [String] = []
            var notes: [String] = []
            if row.confidence == .inferred {
                reasons.append(
                    "the \(scale.platform.rawValue) table row for \(row.name) is inferred"
                        + (row.note.map { ": \($0)" } ?? ""))
            }
            let face: FontFace
            let familyLibrary = customFace == nil ? systemFont.library : library
            if let customFace {
                // CoreText sets a variable font's optical size to the point size by itself,
                // unless the entry turns that off or fixes it.
                face = entry.opticalSize.instance(of: customFace, atPointSize: pointSize)
                if case .found(_, let note?) = lookup { notes.append("\(entry.name): \(note)") }
                if entry.lookedUpFont?.lowercased() == MonospacedSystemFont.appleFamily.lowercased(),
                    library.faces(inFamily: MonospacedSystemFont.appleFamily).isEmpty,
                    case .found(_, let note?) = lookup
                {
                    reasons.append(note)
                }
            } else {
                if case .missing(let note) = lookup {
                    notes.append(note)
                    reasons.append(
                        "font '\(entry.lookedUpFont ?? "")' was not found; measured with the system font, as iOS falls back"
                    )
                }
                var weight = entry.weight ?? row.weight.value
                if boldText {
                    let heavier = Self.boldTextWeight(weight)
                    reasons.append(
                        "Bold Text: the system font's weight \(weight) is drawn as \(heavier) (inferred: one step of about 200)"
                    )
                    weight = heavier
                }
                do throws(FontError) {
                    let system = try systemFont.face(pointSize: pointSize, weight: weight, italic: entry.italic)
                    // The variable SF Pro's opsz follows the size unless the entry says otherwise.
                    face = entry.opticalSize.instance(of: system.face, atPointSize: pointSize)
                    if let note = system.note { notes.append("\(entry.name): \(note)") }
                } catch { throw failure("no face for the system font: \(error.description)") }
                if systemFont.source == .standIn { reasons.append(SystemFontProvider.standInReason) }
                if entry.design == .rounded || entry.design == .serif {
                    reasons.append(
                        "design .\(entry.design.rawValue) (\(entry.design.appleFamily)) is measured with the system font"
                    )
                }
            }
            var lineHeight =
                entry.size == nil && computedSizes == nil && usesSystemFont
                ? tableMetrics.leading
                : Double(face.descriptor.metrics.lineHeight) * pointSize / Double(face.unitsPerEm)
            switch entry.leading {
            case .standard: break
            case .tight: lineHeight -= Self.leadingAdjustment
            case .loose: lineHeight += Self.leadingAdjustment
            }
            if entry.leading != .standard {
                reasons.append(
                    "\(Self.modifierDescription("leading", ".\(entry.leading.rawValue)")) is modelled as \(entry.leading == .tight ? "−" : "+")\(Int(Self.leadingAdjustment)) pt (unverified)"
                )
            }
            // The system font takes SF Pro's tracking table; a custom font its own `trak`, if any.
            let letterSpacing =
                entry.tracking
                ?? (usesSystemFont
                    ? ((try? tracking.tracking(atPointSize: pointSize)) ?? 0)
                    : face.descriptor.tracking?.points(atPointSize: pointSize, unitsPerEm: face.unitsPerEm) ?? 0)
            styles.append(
                ResolvedStyle(
                    size: size, effectiveSize: effective, pointSize: pointSize, lineHeight: lineHeight,
                    lineSpacing: entry.lineSpacing, tracking: letterSpacing, face: face, features: entry.features,
                    approximationReasons: reasons, notes: notes,
                    familyFaces: familyLibrary.faces(inFamily: face.descriptor.family),
                    emphasizedWeight: usesSystemFont && entry.weight == nil ? row.emphasizedWeight.value : nil))
        }
        let apiDescription =
            if computedSizes == nil, let api {
                entry.size == nil && usesSystemFont
                    ? Self.systemStyleDescription(entry.textStyle, weight: entry.weight)
                    : api.description
            } else {
                Self.computedDescription
            }
        return ResolvedEntry(
            entry: entry, api: apiDescription, model: model,
            reference: TypeScaleEntry.Reference(position: position, name: entry.name), styles: styles)
    }

    /// A system text style as reports name it: `Font.system(.body)`, `Font.system(.title).weight(.bold)`.
    static func systemStyleDescription(_ style: TextStyle, weight: Int?) -> String {
        FontForm.systemStyle.row.call([".\(style.rawValue)"])
            + (weight.map { "." + modifierCall("weight", ".\(FontWeight(value: $0)?.description ?? String($0))") } ?? "")
    }

    /// A font modifier named with its type and argument: `Font.leading(.tight)`.
    static func modifierDescription(_ name: String, _ argument: String) -> String {
        (FontAPICatalog.modifier(name).map { $0.type + "." } ?? "") + modifierCall(name, argument)
    }

    /// A font modifier's call without its type: `weight(.bold)`.
    private static func modifierCall(_ name: String, _ argument: String) -> String {
        FontAPICatalog.modifier(name)?.call([argument], includingType: false) ?? "\(name)(\(argument))"
    }

    /// What reports say of a ``TypeScaleEntry/Scaling/computed`` entry in place of an API.
    package static let computedDescription = "computed by the app's code"

    /// The system font's weight with Bold Text on: about two named steps heavier (regular 400 →
    /// semibold 600, semibold → heavy 800), at most black (900). Inferred from how iOS draws
    /// text with the setting on; Apple documents only that text is bolder.
    package static func boldTextWeight(_ weight: Int) -> Int {
        min(900, weight + 200)
    }

    /// The Swift API an entry stands for; nil for a ``TypeScaleEntry/Scaling/computed`` entry,
    /// whose sizes come from the app's own code rather than an Apple API's scaling.
    static func api(for entry: TypeScaleEntry, systemFont: Bool) -> CustomFontAPI? {
        switch entry.scaling {
        case .relative: .fontCustomRelativeTo(entry.textStyle)
        case .fixed: systemFont ? .fontSystemSize : .fontCustomFixedSize
        case .uikit: .scaledFont(entry.textStyle)
        case .computed: nil
        }
    }

    /// The entry's per-size table (``TypeScaleEntry/pointSizes``), points, checked: twelve
    /// finite sizes above 0; nil for an entry without one. Throws for a ``TypeScaleEntry/Scaling/computed``
    /// entry without a table, or a table of the wrong length or with an impossible size.
    private static func pointSizeTable(
        of entry: TypeScaleEntry, failure: (String, String) -> InputError
    ) throws(InputError) -> [Double]? {
        guard let table = entry.pointSizes else {
            if entry.scaling == .computed {
                throw failure(
                    "scaling 'computed' needs 'pointSizes': the point size at each of the 12 Dynamic Type sizes",
                    "scaling")
            }
            return nil
        }
        let count = DynamicTypeSize.allCases.count
        guard table.count == count else {
            throw failure(
                "pointSizes needs \(count) point sizes, one per Dynamic Type size (xSmall … accessibility5), found \(table.count)",
                "pointSizes")
        }
        for (index, value) in table.enumerated() where !(value.isFinite && value > 0) {
            throw failure("a point size must be more than 0, found \(value)", "pointSizes[\(index)]")
        }
        return table
    }

    /// What looking up an entry's custom font found.
    enum CustomFaceLookup {
        /// The entry uses the system font.
        case system
        /// The face, with a note when it is not the exact variant asked for.
        case found(FontFace, note: String?)
        /// The font is not among the fonts given; iOS falls back to the system font.
        case missing(note: String)
    }

    /// The custom face of an entry: through the scale's registration, as a PostScript name, or
    /// as a family in the library.
    private func customFace(for entry: TypeScaleEntry, in scale: TypeScale) -> CustomFaceLookup {
        guard let font = entry.lookedUpFont else { return .system }
        let weight = entry.weight ?? 400
        if let registration = scale.registration(of: font),
            let (name, exact) = registration.postScriptName(weight: weight, italic: entry.italic)
        {
            guard let face = try? library.face(postScriptName: name) else {
                return .missing(note: missingFontNote(entry: entry, name: name))
            }
            let note =
                exact
                ? nil
                : "\(font) registers no \(entry.italic ? "italic " : "")weight \(weight); using \(name), as iOS would (nothing is synthesized)"
            return .found(face, note: note)
        }
        if let face = try? library.face(postScriptName: font) { return .found(face, note: nil) }
        if let resolution = try? library.resolve(family: font, weight: weight, italic: entry.italic) {
            return .found(resolution.face, note: resolution.substitutionNote)
        }
        if font.lowercased() == MonospacedSystemFont.appleFamily.lowercased(),
            let face = Self.monospacedStandIn(in: library, weight: weight, italic: entry.italic)
        {
            // `design: .monospaced` (SF Mono) without SF Mono among the fonts: its stand-in.
            return .found(face.face, note: face.standIn.reason)
        }
        return .missing(note: missingFontNote(entry: entry, name: font))
    }

    /// SF Mono's stand-in face nearest `weight` and `italic`, when SF Mono is not in `library`.
    static func monospacedStandIn(in library: FontLibrary, weight: Int, italic: Bool)
        -> (face: FontFace, standIn: FallbackStandIn)?
    {
        let (faces, standIn) = MonospacedSystemFont.faces(in: library)
        guard let standIn else { return nil }
        let face = faces.min { a, b in
            let aCost = abs(a.descriptor.weight - weight) + (a.descriptor.isItalic == italic ? 0 : 1000)
            let bCost = abs(b.descriptor.weight - weight) + (b.descriptor.isItalic == italic ? 0 : 1000)
            return aCost < bCost
        }
        return face.map { ($0, standIn) }
    }

    private func missingFontNote(entry: TypeScaleEntry, name: String) -> String {
        var suggestions: [String] = []
        do throws(FontError) {
            _ = try library.face(postScriptName: name)
        } catch {
            if case .unknownPostScriptName(_, let names) = error { suggestions = names }
        }
        let hint = suggestions.isEmpty ? "" : " (closest: \(suggestions.joined(separator: ", ")))"
        return
            "\(entry.name): font '\(name)' is not among the fonts given\(hint); iOS silently falls back to the system font, and so does this measurement"
    }
}
