import AutoLayout
import Foundation
@_spi(MasonryPort) import UIKitRuntime

/// The coder an object archived in a nib is made with: `init(coder:)` receives it, and
/// `super.init(coder:)` — `View`'s — asks it to fill the view from its element.
///
/// Keyed decoding of an app's own keys (`coder.decodeObject(forKey:)` in a custom
/// `init(coder:)`) finds nothing: Xcode archives only what the document describes, which the
/// loader applies itself; those calls answer nil, false and zero as a keyed archive without the
/// key does.
final class NibCoder: EmptyArchive, ViewArchiveCoder {
    /// The object's element.
    let node: XMLNode
    private let loader: NibLoader

    init(node: XMLNode, loader: NibLoader) {
        self.node = node
        self.loader = loader
        super.init()
    }

    func decodeArchivedState(of view: View) {
        let (node, loader) = (self.node, self.loader)
        assumeViewIsolation { loader.decode(node, into: view) }
    }
}
