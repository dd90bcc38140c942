import AutoLayout
import Foundation
import UIKitCatalog
import UIKitRuntime

extension NibLoader {
    /// The attributes of the view's UIKit class (a label's text and font, a stack's axis …).
    func decodeClassAttributes(_ node: XMLNode, into view: View) {
        switch view {
        case let label as Label: decodeLabel(node, into: label)
        case let button as Button: decodeButton(node, into: button)
        case let imageView as ImageView:
            if let name = node["image"] { imageView.image = imageOrWarning(name, node) }
            if let name = node["highlightedImage"] { imageView.highlightedImage = image(named: name) }
        case let stack as StackView: decodeStack(node, into: stack)
        case let field as TextField: decodeTextField(node, into: field)
        case let textView as TextView: decodeTextView(node, into: textView)
        case let table as TableView: decodeTable(node, into: table)
        case let collection as CollectionView: decodeCollection(node, into: collection)
        case let cell as TableViewCell: decodeTableCell(node, into: cell)
        case let cell as CollectionViewCell: decodeCollectionCell(node, into: cell)
        case let scroll as ScrollView: decodeScroll(node, into: scroll)
        default: decodeControl(node, into: view)
        }
    }

    private func imageOrWarning(_ name: String, _ node: XMLNode) -> Image? {
        if let found = image(named: name) { return found }
        warn(node, "image \(name) is neither registered nor sized in the document's resources; left unset")
        return nil
    }

    private func decodeLabel(_ node: XMLNode, into label: Label) {
        if let font = node.child("fontDescription", key: "fontDescription") { label.font = self.font(font) }
        if let text = node["text"] { label.text = text }
        if let attributed = node.child("attributedString", key: "attributedText") {
            label.text = attributed.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        }
        if let color = node.child("color", key: "textColor") { label.textColor = self.color(color) }
        if let alignment = node["textAlignment"].flatMap(NibSpelling.textAlignment) { label.textAlignment = alignment }
        if let lines = node["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
        if let mode = node["lineBreakMode"].flatMap(NibSpelling.lineBreakMode) { label.lineBreakMode = mode }
        if let fits = node.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
        if let scale = node.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let width = node.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
    }

    private func decodeButton(_ node: XMLNode, into button: Button) {
        switch node["buttonType"] {
        case "system", "roundedRect": button.buttonType = .system
        case "detailDisclosure": button.buttonType = .detailDisclosure
        case "infoLight": button.buttonType = .infoLight
        case "infoDark": button.buttonType = .infoDark
        case "contactAdd": button.buttonType = .contactAdd
        case "close": button.buttonType = .close
        default: button.buttonType = .custom
        }
        if let font = node.child("fontDescription", key: "fontDescription") { button.titleLabel?.font = self.font(font) }
        if let insets = node.child("inset", key: "contentEdgeInsets")?.insets { button.contentEdgeInsets = insets }
        if let insets = node.child("inset", key: "imageEdgeInsets")?.insets { button.imageEdgeInsets = insets }
        if let insets = node.child("inset", key: "titleEdgeInsets")?.insets { button.titleEdgeInsets = insets }
        let states: [String: Control.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        for stateNode in node.children where stateNode.name == "state" {
            guard let state = stateNode["key"].flatMap({ states[$0] }) else { continue }
            if let title = stateNode["title"] { button.setTitle(title, for: state) }
            if let name = stateNode["image"] { button.setImage(imageOrWarning(name, stateNode), for: state) }
            if let name = stateNode["backgroundImage"] { button.setBackgroundImage(image(named: name), for: state) }
            if let color = stateNode.child("color", key: "titleColor") { button.setTitleColor(self.color(color), for: state) }
        }
        if let configuration = node.child("buttonConfiguration", key: "configuration") {
            var config: Button.Configuration
            switch configuration["style"] {
            case "filled": config = .filled()
            case "tinted": config = .tinted()
            case "gray": config = .gray()
            case "bordered": config = .bordered()
            case "borderedTinted": config = .borderedTinted()
            case "borderless": config = .borderless()
            default: config = .plain()
            }
            if let title = configuration["title"] { config.title = title }
            if let name = configuration["image"] { config.image = image(named: name) }
            if let padding = configuration.number("imagePadding") { config.imagePadding = padding }
            if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets")?.directionalInsets { config.contentInsets = insets }
            button.configuration = config
        }
        decodeControl(node, into: button)
    }

    private func decodeStack(_ node: XMLNode, into stack: StackView) {
        if node["axis"] == "vertical" { stack.axis = .vertical }
        let alignments: [String: StackView.Alignment] = [
            "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        if let name = node["alignment"] {
            if let alignment = alignments[name] { stack.alignment = alignment } else { warn(node, "unknown stack alignment \(name)") }
        }
        let distributions: [String: StackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let name = node["distribution"] {
            if let distribution = distributions[name] { stack.distribution = distribution } else { warn(node, "unknown stack distribution \(name)") }
        }
        if let spacing = node.number("spacing") { stack.spacing = spacing }
        if node["spacingType"] == "standard" { stack.spacing = StackView.spacingUseSystem }
        // Xcode writes no attribute for arranging within the margins: margins set on a stack view mean it.
        if node.child("edgeInsets", key: "layoutMargins") != nil || node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil {
            stack.isLayoutMarginsRelativeArrangement = true
        }
        if let baseline = node.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
        if let relative = node.flag("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = relative }
    }

    func decodeScroll(_ node: XMLNode, into scroll: ScrollView) {
        let behaviors: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
            "never": .never, "always": .always, "scrollableAxes": .scrollableAxes, "automatic": .automatic,
        ]
        if let behavior = node["contentInsetAdjustmentBehavior"].flatMap({ behaviors[$0] }) {
            scroll.contentInsetAdjustmentBehavior = behavior
        }
        if let enabled = node.flag("scrollEnabled") { scroll.isScrollEnabled = enabled }
        if let paging = node.flag("pagingEnabled") { scroll.isPagingEnabled = paging }
        if let shows = node.flag("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
        if let shows = node.flag("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
        if let bounces = node.flag("bounces") { scroll.bounces = bounces }
    }

    private func decodeTextField(_ node: XMLNode, into field: TextField) {
        if let font = node.child("fontDescription", key: "fontDescription") { field.font = self.font(font) }
        if let text = node["text"] { field.text = text }
        if let placeholder = node["placeholder"] { field.placeholder = placeholder }
        if let color = node.child("color", key: "textColor") { field.textColor = self.color(color) }
        if let alignment = node["textAlignment"].flatMap(NibSpelling.textAlignment) { field.textAlignment = alignment }
        let borders: [String: TextField.BorderStyle] = ["line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        if let border = node["borderStyle"].flatMap({ borders[$0] }) { field.borderStyle = border }
        if let size = node.number("minimumFontSize") { field.minimumFontSize = size }
        if let traits = node.child("textInputTraits", key: "traits"), traits.flag("secureTextEntry") == true { field.isSecureTextEntry = true }
        decodeControl(node, into: field)
    }

    private func decodeTextView(_ node: XMLNode, into textView: TextView) {
        if let font = node.child("fontDescription", key: "fontDescription") { textView.font = self.font(font) }
        if let text = node.child("string", key: "text")?.text { textView.text = text }
        if let color = node.child("color", key: "textColor") { textView.textColor = self.color(color) }
        if let alignment = node["textAlignment"].flatMap(NibSpelling.textAlignment) { textView.textAlignment = alignment }
        if let editable = node.flag("editable") { textView.isEditable = editable }
        if let selectable = node.flag("selectable") { textView.isSelectable = selectable }
        if let scrolls = node.flag("scrollEnabled") { textView.isScrollEnabled = scrolls }
    }

    /// UIControl's attributes and those of the small controls.
    private func decodeControl(_ node: XMLNode, into view: View) {
        if let control = view as? Control {
            if let enabled = node.flag("enabled") { control.isEnabled = enabled }
            if let selected = node.flag("selected") { control.isSelected = selected }
            if let highlighted = node.flag("highlighted") { control.isHighlighted = highlighted }
        }
        switch view {
        case let toggle as Switch:
            if let on = node.flag("on") { toggle.isOn = on }
        case let slider as Slider:
            if let minimum = node.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = node.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = node.number("value") { slider.value = Float(value) }
        case let segmented as SegmentedControl:
            for (index, segment) in node.children(of: "segments").enumerated() where segment.name == "segment" {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let index = node["selectedSegmentIndex"].flatMap({ Int($0) }) { segmented.selectedSegmentIndex = index }
        case let spinner as ActivityIndicatorView:
            let styles: [String: ActivityIndicatorView.Style] = ["medium": .medium, "large": .large, "gray": .gray, "white": .white, "whiteLarge": .whiteLarge]
            if let style = node["style"].flatMap({ styles[$0] }) { spinner.style = style }
            if let hides = node.flag("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
            if node.flag("animating") == true { spinner.startAnimating() }
            // Xcode's canvas shows a stopped spinner that hides when stopped.
            if designTime, node.flag("hidden") != true { spinner.isHidden = false }
        case let progress as ProgressView:
            if let value = node.number("progress") { progress.progress = Float(value) }
        case let pages as PageControl:
            if let count = node["numberOfPages"].flatMap({ Int($0) }) { pages.numberOfPages = count }
            if let current = node["currentPage"].flatMap({ Int($0) }) { pages.currentPage = current }
        default:
            break
        }
    }
}
