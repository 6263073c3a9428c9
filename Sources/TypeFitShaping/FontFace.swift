internal import Synchronization
import TypeFitConcurrency

/// One loaded face, ready to shape: an immutable HarfBuzz face and font with its descriptor.
///
/// A `FontFace` is built once and shared freely between threads: HarfBuzz faces and fonts are
/// made immutable at creation, and nothing in this class changes afterwards. Two faces are equal
/// only when they are the same object, so a face can key a cache.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Names, style, metrics and origin of the face.
    public let descriptor: FontFaceDescriptor
    let harfBuzzFace: HarfBuzzFace
    let harfBuzzFont: HarfBuzzFont
    /// The bytes of the file the face comes from, as read when it was loaded: what FreeType
    /// renders from, so drawing never reopens a file that may have changed.
    package let file: FontFileBytes
    /// The instances of this face's variable font by axis values (nil for a static face): so
    /// that one instance is one object.
    let instances: VariableInstances?
    /// A number no other face of this process has: keys caches without keeping the face alive
    /// or confusing it with a later face at the same address.
    let identity: UInt64
    /// The face's ``CharacterCoverage`` once asked for: 0 before, 1 when it does not answer
    /// exactly (the face is then asked through HarfBuzz), else the coverage's address. The
    /// coverage lives as long as `harfBuzzFace`, which this face keeps, so asking whether the
    /// face has a character loads a word and reads memory, retaining nothing.
    private let coverageAddress = Atomic<UInt>(0)

    /// Lone spaces and fallback runs this face has shaped.
    let runShapes = RunShapes()
    /// ``spaceInteraction(features:)`` by the tags of the features asked for.
    private let spaceInteractions = Mutex<[[UInt32]: SpaceInteraction]>([:])
    /// ``spaceInteraction(features:)`` with no features asked for, the commonest: once known,
    /// read without a lock (every text measured word by word asks for it).
    private let defaultSpaceInteraction = AtomicLazyReference<SpaceInteractionBox>()

    private static let nextIdentity = Atomic<UInt64>(1)
    /// Most feature sets whose space interaction one face remembers.
    static let spaceInteractionLimit = 256

    init(descriptor: FontFaceDescriptor, face: HarfBuzzFace, file: FontFileBytes, instances: VariableInstances? = nil) {
        self.descriptor = descriptor
        self.harfBuzzFace = face
        self.file = file
        self.instances = instances
        self.harfBuzzFont = HarfBuzzFont(
            face: face, variations: descriptor.variations, disablingTrak: descriptor.tracking != nil)
        self.identity = Self.nextIdentity.add(1, ordering: .relaxed).oldValue
    }

    /// How this face's default layout features, with `features` on top, involve its space
    /// glyph; worked out once per feature set (up to 256 sets remembered, then afresh).
    func spaceInteraction(features: [FontFeature]) -> SpaceInteraction {
        if features.isEmpty {
            if let known = defaultSpaceInteraction.load() { return known.interaction }
            let box = SpaceInteractionBox(interaction: analysedSpaceInteraction(extraFeatures: []))
            return defaultSpaceInteraction.storeIfNil(box).interaction
        }
        let tags = features.map(\.value.tag)
        if let known = spaceInteractions.withOrderedLock({ $0[tags] }) { return known }
        let interaction = analysedSpaceInteraction(extraFeatures: tags)
        spaceInteractions.withOrderedLock { known in
            if known.count >= Self.spaceInteractionLimit { known.removeAll(keepingCapacity: true) }
            known[tags] = interaction
        }
        return interaction
    }

    /// The face's lookups read for how they involve its space, with the features tagged
    /// `extraFeatures` on top of the defaults.
    private func analysedSpaceInteraction(extraFeatures: [UInt32]) -> SpaceInteraction {
        harfBuzzFont.nominalGlyph(0x20).map { space in
            harfBuzzFace.spaceInteraction(space: space, extraFeatures: extraFeatures).withSensitiveCharacters(
                among: harfBuzzFace.mappedCharacters, nominalGlyph: harfBuzzFont.nominalGlyph)
        } ?? .none
    }

    /// A ``SpaceInteraction`` held by reference, for a lock-free slot.
    private final class SpaceInteractionBox: Sendable {
        let interaction: SpaceInteraction
        init(interaction: SpaceInteraction) { self.interaction = interaction }
    }

    /// PostScript name (`name` ID 6, or the named instance's).
    public var postScriptName: String { descriptor.postScriptName }
    /// Design units per em; advances are in these units.
    public var unitsPerEm: Int { descriptor.unitsPerEm }
    public var description: String { descriptor.summary }

    /// Whether the font's `cmap` maps `scalar` to a glyph.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var address = coverageAddress.load(ordering: .acquiring)
        if address == 0 {
            let coverage = harfBuzzFace.coverage
            address = coverage.isExact ? UInt(bitPattern: Unmanaged.passUnretained(coverage).toOpaque()) : 1
            coverageAddress.store(address, ordering: .releasing)
        }
        guard address != 1, let pointer = UnsafeRawPointer(bitPattern: address) else {
            return harfBuzzFont.nominalGlyph(scalar.value) != nil
        }
        return Unmanaged<CharacterCoverage>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.contains(scalar.value) }
    }

    /// This face with the variation axes set to `settings` (axis units; values outside an
    /// axis's range are clamped to it, as HarfBuzz does; tags the font lacks are dropped).
    /// Returns `self` for a static face or when nothing changes. One instance is one object:
    /// asking again for the same axis values (from this face or any other instance of the same
    /// face of the same file) gives the same face, a named instance included, so caches keyed by
    /// face are shared. A new face shares the underlying HarfBuzz face.
    public func withVariations(_ settings: [VariationSetting]) -> FontFace {
        guard descriptor.isVariable else { return self }
        var merged = Dictionary(descriptor.variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { $1 })
        for setting in settings {
            guard let axis = descriptor.axes.first(where: { $0.tag == setting.tag }) else { continue }
            merged[setting.tag] = min(max(setting.value, axis.minimum), axis.maximum)
        }
        let variations = descriptor.axes.compactMap { axis in
            merged[axis.tag].map { VariationSetting(axis.tag, $0) }
        }
        guard variations != descriptor.variations else { return self }
        let make = { [self] () -> FontFace in
            var changed = descriptor
            changed.variations = variations
            if let weight = merged["wght"] { changed.weight = Int(weight.rounded()) }
            if let slant = merged["slnt"] { changed.isItalic = descriptor.isItalic || slant != 0 }
            if let italic = merged["ital"] { changed.isItalic = descriptor.isItalic || italic >= 0.5 }
            return FontFace(descriptor: changed, face: harfBuzzFace, file: file, instances: instances)
        }
        guard let instances else { return make() }
        let key = VariableInstances.key(variations, axes: descriptor.axes)
        if key == VariableInstances.key(descriptor.variations, axes: descriptor.axes) { return self }
        return instances.instance(at: key, make: make)
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
