import AutoLayout
import Foundation

/// Each thread's image contexts begun with `UIGraphicsBeginImageContext…`, innermost last.
private let imageContexts = ThreadLocal<[CGContext]>("swift-masonry.image-contexts")

/// Begins an image context of `size` points, 1 pixel a point, transparent, and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points and makes it current: `opaque` leaves what is not
/// drawn black; a `scale` of 0 is the main screen's (2).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(size: size, scale: scale == 0 ? 2 : scale)
    if opaque {
        context.setFillColor(.black)
        context.fill(CGRect(origin: .zero, size: size))
    }
    imageContexts.value = (imageContexts.value ?? []) + [context]
    UIGraphicsPushContext(context)
}

/// The image drawn so far in the current context, when it is an image context; nil otherwise.
public func UIGraphicsGetImageFromCurrentImageContext() -> Image? {
    guard let context = UIGraphicsGetCurrentContext(), imageContexts.value?.contains(where: { $0 === context }) == true else {
        return nil
    }
    return Image(recordedBy: context)
}

/// Ends the innermost image context, making the context before it current; reported and ignored
/// when no image context is begun.
public func UIGraphicsEndImageContext() {
    guard var contexts = imageContexts.value, let last = contexts.popLast() else {
        return LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
            "UIGraphicsEndImageContext() with no image context begun: nothing to end"))
    }
    imageContexts.value = contexts.isEmpty ? nil : contexts
    if UIGraphicsGetCurrentContext() === last { UIGraphicsPopContext() }
}
