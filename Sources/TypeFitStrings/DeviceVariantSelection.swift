import TypeFitVocabulary

/// Which device variant iOS shows in a container: a string's `device.iphone` variant on an
/// iPhone, `device.ipad` on an iPad, and `device.other` on a device its string has no variant
/// of its own for. A container given in points (not a `device`) could be any device, so every
/// variant is checked there.
package struct DeviceVariantSelection: Sendable {
    /// For each key × locale × the variant's other components, the device cases it has.
    private var devices: [[String]: Set<String>] = [:]

    /// The selection among `strings`' device variants.
    package init(strings: [LocalizedString]) {
        for string in strings {
            guard let (device, rest) = Self.split(string.variant) else { continue }
            devices[[string.key, string.locale, rest], default: []].insert(device)
        }
    }

    /// When `string` is a device variant iOS does not show in a container of width `container`
    /// (the device it is for is not that container's device, or it is `device.other` and the
    /// string has a variant of that device's own): the container's device, for messages. nil
    /// when it is shown there, or when the container names no device.
    package func otherDevice(_ string: LocalizedString, container: ContainerWidth?) -> String? {
        guard case .device(let screen)? = container, let (device, rest) = Self.split(string.variant) else { return nil }
        let shown = screen.variationName
        if device == shown { return nil }
        if device == "other", devices[[string.key, string.locale, rest]]?.contains(shown) != true { return nil }
        return "\(screen.name) (device.\(shown))"
    }

    /// The device case of `variant` and the rest of it, `|`-joined; nil without a device case.
    private static func split(_ variant: String?) -> (device: String, rest: String)? {
        guard let variant else { return nil }
        var device: String?
        var rest: [Substring] = []
        for part in variant.split(separator: "|") {
            if device == nil, part.hasPrefix("device.") {
                device = String(part.dropFirst("device.".count))
            } else {
                rest.append(part)
            }
        }
        return device.map { ($0, rest.joined(separator: "|")) }
    }
}
