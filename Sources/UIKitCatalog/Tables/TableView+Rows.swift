import AutoLayout
import Foundation

/// The table's layout pass: one walk down the sections, making and measuring the cells of the
/// rows on screen and counting estimates for the others, so a pass costs the rows shown plus a
/// constant per row off screen.
extension TableView {
    func layOutRows() {
        guard let dataSource else { return }
        if needsReload {
            needsReload = false
            for indexPath in shownCells.keys.sorted() { endDisplaying(shownCells[indexPath]!, at: indexPath) }  // safe: a key
            shownCells = [:]
            measuredHeights = [:]
            // The data source is asked for counts on a reload only, as UIKit asks it.
            rowCounts = (0..<max(dataSource.numberOfSections(in: self), 0)).map {
                max(dataSource.tableView(self, numberOfRowsInSection: $0), 0)
            }
        }
        let wereShown = Set(shownSupplements.map { ObjectIdentifier($0.view) })
        for shown in shownSupplements { shown.view.removeFromSuperview() }
        shownSupplements = []
        sectionRects = [:]
        let width = bounds.width
        let inset: CGFloat = style == .insetGrouped ? (width >= 414 ? 20 : 16) : 0
        let rowWidth = max(width - 2 * inset, 0)
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        var y: CGFloat = 0
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            y = header.frame.height
        }
        // Rows that left the screen give their cells back first, for the rows coming in to reuse
        // (in row order, so that which cell a row gets does not depend on hashing).
        for indexPath in shownCells.keys.sorted() {
            guard let rect = rowRects[indexPath], rect.maxY <= top || rect.minY >= bottom,
                  let cell = shownCells.removeValue(forKey: indexPath) else { continue }
            endDisplaying(cell, at: indexPath)
        }
        var stillShown: [IndexPath: TableViewCell] = [:]
        rowRects = [:]
        for (section, rows) in rowCounts.enumerated() {
            let start = y
            let header = placeSupplement(header: true, section: section, at: y, width: width, visible: top..<bottom, wereShown: wereShown)
            y += header.space
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                let fixed = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                let guess = fixed >= 0 ? fixed : (measuredHeights[indexPath] ?? estimate(for: indexPath))
                var height = guess
                if y < bottom && y + max(guess, 1) > top {
                    let cell = shownCells.removeValue(forKey: indexPath) ?? makeCell(at: indexPath)
                    cell.separatorHeight = separatorHeight
                    if fixed < 0 {
                        height = measuredHeights[indexPath] ?? measure(cell, width: rowWidth)
                        measuredHeights[indexPath] = height
                    }
                    cell.frame = CGRect(x: inset, y: y, width: rowWidth, height: height)
                    stillShown[indexPath] = cell
                }
                rowRects[indexPath] = CGRect(x: inset, y: y, width: rowWidth, height: height)
                y += height
            }
            let footer = placeSupplement(header: false, section: section, at: y, width: width, visible: top..<bottom, wereShown: wereShown)
            y += footer.space
            sectionRects[section] = (header.rect, footer.rect, CGRect(x: 0, y: start, width: width, height: y - start))
        }
        for indexPath in shownCells.keys.sorted() { endDisplaying(shownCells[indexPath]!, at: indexPath) }  // safe: a key
        shownCells = stillShown
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// Gives a cell that left the screen (or was reloaded away) back for reuse, and tells the delegate.
    private func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
        recycle(cell)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    private func estimate(for indexPath: IndexPath) -> CGFloat {
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate >= 0 ? estimate : 44
    }

    private func makeCell(at indexPath: IndexPath) -> TableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview !== self { addSubview(cell) }
        cell.setSelected(selected.contains(indexPath), animated: false)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The cell's fitted height at `width`: its content's constraints, plus the separator. Content
    /// that fits in no height (its constraints do not reach the content view's bottom) takes the
    /// standard 44, as UIKit takes it, which says so once per table.
    private func measure(_ cell: TableViewCell, width: CGFloat) -> CGFloat {
        let height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        guard height <= cell.separatorHeight else { return height }
        // A style's own views (centred, nothing at the bottom) take the standard height silently,
        // as UIKit's built-in styles do.
        if !reportedCollapsedCell && cell.hasContentBesideStyleViews {
            reportedCollapsedCell = true
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "Detected a case where constraints ambiguously "
                + "suggest a height of zero for a table view cell's content view (\(cell.keyDescription) in "
                + "\(keyDescription)). We're considering the collapse unintentional and using standard height instead."))
        }
        return TableView.standardRowHeight
    }

    /// Places a section's header or footer (if it has one on screen); returns the space it takes,
    /// a header's top padding included, and its rectangle.
    private func placeSupplement(header: Bool, section: Int, at y: CGFloat, width: CGFloat,
                                 visible: Range<CGFloat>, wereShown: Set<ObjectIdentifier>) -> (space: CGFloat, rect: CGRect) {
        let delegate = tableDelegate
        let view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
                          : delegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        var height = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
                            : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        if height < 0 {
            if let view {
                height = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            } else {
                height = title != nil ? 28 : (style == .plain ? 0 : 18)
            }
        }
        // The header's top padding goes above it, and counts as part of it.
        var padding: CGFloat = 0
        if header && height > 0 {
            padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : (style == .plain ? 22 : 0)
        }
        let y = y + padding
        if let view, y < visible.upperBound, y + height > visible.lowerBound {
            if let headerFooter = view as? TableViewHeaderFooterView, headerFooter.textLabel?.text == nil, let title {
                headerFooter.textLabel?.text = title
            }
            addSubview(view)
            view.frame = CGRect(x: 0, y: y, width: width, height: height)
            if !wereShown.contains(ObjectIdentifier(view)) {
                if header { delegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
                else { delegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
            }
            shownSupplements.append((header, section, view))
        }
        return (height + padding, CGRect(x: 0, y: y, width: width, height: height))
    }
}
