import Foundation

/// Entries other modules keep on a view (see `firstExtension`).
extension View {
    /// The entry a layer built on this module keeps for this view under `key`.
    package func extensionEntry(for key: ObjectIdentifier) -> AnyObject? {
        if let firstExtension, firstExtension.key == key { return firstExtension.value }
        for entry in moreExtensions where entry.key == key { return entry.value }
        return nil
    }

    /// Sets the entry kept under `key`; nil removes it.
    package func setExtensionEntry(_ value: AnyObject?, for key: ObjectIdentifier) {
        if let first = firstExtension, first.key == key {
            if let value {
                firstExtension = (key, value)
            } else {
                firstExtension = moreExtensions.isEmpty ? nil : moreExtensions.removeFirst()
            }
            return
        }
        let index = moreExtensions.firstIndex { $0.key == key }
        switch (index, value) {
        case let (index?, value?): moreExtensions[index].value = value
        case let (index?, nil): moreExtensions.remove(at: index)
        case let (nil, value?):
            if firstExtension == nil { firstExtension = (key, value) } else { moreExtensions.append((key, value)) }
        case (nil, nil): break
        }
    }
}
