import AutoLayout
import Foundation
import UIKitCatalog
import UIKitRuntime

extension NibLoader {
    func decodeTable(_ node: XMLNode, into table: TableView) {
        let styles: [String: TableView.Style] = ["grouped": .grouped, "insetGrouped": .insetGrouped]
        if let style = node["style"].flatMap({ styles[$0] }) { table.storedStyle = style }
        if let height = node.number("rowHeight") { table.rowHeight = height }
        if let height = node.number("estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = node.number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = node.number("sectionFooterHeight") { table.sectionFooterHeight = height }
        decodeScroll(node, into: table)
        if let header = node.children.first(where: { $0["key"] == "tableHeaderView" }) { table.tableHeaderView = makeView(header) }
        if let footer = node.children.first(where: { $0["key"] == "tableFooterView" }) { table.tableFooterView = makeView(footer) }
        for prototype in node.children(of: "prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else {
                warn(prototype, "a prototype cell without a reuse identifier; skipped")
                continue
            }
            table.cells.register(maker: prototypeMaker(prototype, as: TableViewCell.self), for: identifier)
        }
        if node["dataMode"] == "static" { decodeStaticSections(node) }
    }

    /// A static table's sections: its cells made at once, which the scene's table view controller
    /// serves (IB allows static tables only there).
    private func decodeStaticSections(_ node: XMLNode) {
        guard let controller = sceneController as? TableViewController else {
            warn(node, "a static table outside a table view controller's scene has no content here")
            return
        }
        var sections: [StaticTableSection] = []
        for section in node.children(of: "sections") where section.name == "tableViewSection" {
            var cells: [TableViewCell] = []
            var heights: [CGFloat?] = []
            for cell in section.children(of: "cells") where cell.name == "tableViewCell" {
                guard let made = makeView(cell) as? TableViewCell else { continue }
                cells.append(made)
                heights.append(cell.number("rowHeight").flatMap { $0 > 0 ? $0 : nil })
            }
            sections.append(StaticTableSection(cells: cells, rowHeights: heights, headerTitle: section["headerTitle"],
                                               footerTitle: section["footerTitle"]))
        }
        controller.staticSections = sections
    }

    func decodeCollection(_ node: XMLNode, into collection: CollectionView) {
        if let flow = node.child("collectionViewFlowLayout", key: "collectionViewLayout") {
            let layout = CollectionViewFlowLayout()
            if flow["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
            if let spacing = flow.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
            if let spacing = flow.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
            if let size = flow.child("size", key: "itemSize")?.size { layout.itemSize = size }
            if let size = flow.child("size", key: "estimatedItemSize")?.size { layout.estimatedItemSize = size }
            if let size = flow.child("size", key: "headerReferenceSize")?.size { layout.headerReferenceSize = size }
            if let size = flow.child("size", key: "footerReferenceSize")?.size { layout.footerReferenceSize = size }
            if let inset = flow.child("inset", key: "sectionInset")?.insets { layout.sectionInset = inset }
            collection.collectionViewLayout = layout
        }
        decodeScroll(node, into: collection)
        for prototype in node.children(of: "cells") where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            collection.reusable.register(maker: prototypeMaker(prototype, as: CollectionViewCell.self), for: identifier)
        }
    }

    /// What makes a storyboard prototype cell anew for each dequeue, with its own constraints and
    /// outlets. It holds the document, not this loader, which holds the table that holds it.
    private func prototypeMaker<Cell: View>(_ node: XMLNode, as type: Cell.Type) -> ReuseMaker<Cell> {
        let (document, modules, scenes, storyboard) = (self.document, self.modules, self.scenes, self.storyboard)
        let controllerID = sceneControllerID
        // The scene's controller, which the cell's outlets, actions and segues reach, held weakly:
        // it holds the table, which holds this.
        return { [weak controller = sceneController] in
            let loader = NibLoader(document: document, owner: nil, modules: modules)
            (loader.sceneController, loader.scenes, loader.storyboard) = (controller, scenes, storyboard)
            if let controller, let controllerID { loader.objects[controllerID] = controller }
            let view = loader.makeView(node)
            loader.finish()
            return view as? Cell
        }
    }

    func decodeTableCell(_ node: XMLNode, into cell: TableViewCell) {
        if let identifier = node["reuseIdentifier"] { cell.storedReuseIdentifier = identifier }
        let styles: [String: TableViewCell.CellStyle] = [
            "IBUITableViewCellStyleSubtitle": .subtitle, "IBUITableViewCellStyleValue1": .value1,
            "IBUITableViewCellStyleValue2": .value2,
        ]
        if let style = node["style"].flatMap({ styles[$0] }) { cell.style = style }
        let accessories: [String: TableViewCell.AccessoryType] = [
            "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark, "detailButton": .detailButton,
            "detailDisclosureButton": .detailDisclosureButton,
        ]
        if let accessory = node["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = accessory }
        if let content = node.child("tableViewCellContentView", key: "contentView") { decodeContent(content, into: cell.contentView) }
    }

    func decodeCollectionCell(_ node: XMLNode, into cell: CollectionViewCell) {
        if let identifier = node["reuseIdentifier"] { cell.reuseIdentifier = identifier }
        if let content = node.child("view", key: "contentView") ?? node.child("collectionViewCellContentView", key: "contentView") {
            decodeContent(content, into: cell.contentView)
        }
    }

    /// A cell's content view element, decoded into the content view the cell already has.
    private func decodeContent(_ element: XMLNode, into content: View) {
        let (node, excluded) = element.resolved(for: sizeClasses)
        register(content, for: node)
        for color in node.children where color.name == "color" && color["key"] == "backgroundColor" {
            content.backgroundColor = self.color(color)
        }
        if let margins = node.child("edgeInsets", key: "layoutMargins")?.insets { content.layoutMargins = margins }
        if let preserves = node.flag("preservesSuperviewLayoutMargins") { content.preservesSuperviewLayoutMargins = preserves }
        if let insets = node.flag("insetsLayoutMarginsFromSafeArea") { content.insetsLayoutMarginsFromSafeArea = insets }
        decodeSubviews(node, into: content, excluding: excluded)
        decodeGuides(node, of: content)
        for constraint in node.children(of: "constraints") where constraint.name == "constraint" && !excluded.contains(constraint["id"] ?? "") {
            pendingConstraints.append((constraint, content))
        }
        for connection in node.children(of: "connections") { pendingConnections.append((connection, content)) }
    }
}
