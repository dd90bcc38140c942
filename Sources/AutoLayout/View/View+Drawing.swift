import Foundation

/// What a view's `draw(_:)` drew when last recorded, and whether it must be recorded again.
final class ViewDrawing {
    var recording: DisplayList?
    var isStale = true
}

extension View {
    /// What the view's `draw(_:)` draws, as renderers ask every view (nil: nothing). It is
    /// recorded at the bounds' size the first time it is asked for and again after
    /// `setNeedsDisplay()`, or once the size changes when `contentMode` is `.redraw`; otherwise
    /// renderers stretch the old recording to the bounds as `contentMode` says, as UIKit shows
    /// a view's layer contents.
    public var drawnContents: DisplayList? {
        let entry = (extensionEntry(for: ObjectIdentifier(ViewDrawing.self)) as? ViewDrawing) ?? {
            let made = ViewDrawing()
            setExtensionEntry(made, for: ObjectIdentifier(ViewDrawing.self))
            return made
        }()
        let size = bounds.size
        let resized = contentMode == .redraw && entry.recording.map { $0.size != size } == true
        if entry.isStale || resized {
            entry.recording = recordDrawing(size: size)
            entry.isStale = false
        }
        guard let recording = entry.recording, !recording.operations.isEmpty else { return nil }
        return recording
    }

    /// Marks the recording stale, so that the next render records `draw(_:)` again.
    func invalidateDrawing() {
        (extensionEntry(for: ObjectIdentifier(ViewDrawing.self)) as? ViewDrawing)?.isStale = true
    }

    /// `draw(_:)` recorded with a context of `size` current, its user space the bounds' coordinates.
    private func recordDrawing(size: CGSize) -> DisplayList? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let context = CGContext(size: size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawWithCurrentContext(context)
        return context.displayList
    }

    /// Calls `draw(_:)` with the bounds, `context` current, as UIKit does when it draws the view's layer.
    func drawWithCurrentContext(_ context: CGContext) {
        CGContext.withCurrent(context) { draw(bounds) }
    }
}

extension View {
    /// `drawHierarchy(in:afterScreenUpdates:)`'s work: laid out first when asked, the layer tree
    /// rendered with its bounds mapped onto `rect` (text that views draw themselves, `drawnText`,
    /// is the renderers' and is not recorded).
    func drawHierarchyInCurrentContext(_ rect: CGRect, _ afterUpdates: Bool) -> Bool {
        guard let context = CGContext.current, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return false }
        if afterUpdates { layoutIfNeeded() }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
