import AutoLayout
import Foundation

extension Pasteboard {
    /// Makes each of `objects` an item under its own type: strings as text, URLs, images,
    /// colours, and data as `public.data`. Anything else is reported and left out.
    public func setObjects(_ objects: [Any]) {
        setItems(objects.compactMap(Self.item(of:)))
    }

    /// `setObjects(_:)`, the items kept on this device until `expirationDate` (kept: they go
    /// nowhere else, and last as long as the process).
    public func setObjects(_ objects: [Any], localOnly: Bool, expirationDate: Date?) {
        var options: [OptionsKey: Any] = [.localOnly: localOnly]
        if let expirationDate { options[.expirationDate] = expirationDate }
        setItems(objects.compactMap(Self.item(of:)), options: options)
    }

    /// The item holding `object` under its type; nil, reported, for a kind a pasteboard does not hold.
    private static func item(of object: Any) -> [String: Any]? {
        switch object {
        case let string as String: return [textType: string]
        case let string as NSString: return [textType: string as String]
        case let url as URL: return [urlType: url]
        case let image as Image: return [imageType: image]
        case let color as Color: return [colorType: color]
        case let data as Data: return ["public.data": data]
        default:
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "setObjects(_:) was given a \(type(of: object)), which a pasteboard does "
                    + "not hold (strings, URLs, images, colours and data); it is left out"))
            return nil
        }
    }
}
