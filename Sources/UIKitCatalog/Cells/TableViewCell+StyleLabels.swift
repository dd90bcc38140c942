import AutoLayout
import UIKitRuntime
import Foundation

/// The views a cell's style lays out itself (UIKit's `textLabel`, `detailTextLabel` and
/// `imageView`), made on first use and placed by constraints the cell keeps, named
/// `UITableViewCell-style-…`, made again when one of them is made or an image is set:
///
/// - `.default`: the image view (if it has an image) 16 from the leading edge, the text after it
///   (16 from the image, or 16 from the edge), both centred vertically;
/// - `.subtitle`: the text above the detail (12 points, secondary colour), the pair centred;
/// - `.value1` and `.value2`: the text at the leading side, the detail (secondary colour) against
///   the trailing side 16 in, both centred.
extension TableViewCell {
    /// Makes one of the style's views: a subview of the content view, placed at the next pass.
    func makeStyleView<V: View>(_ view: V) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        setNeedsUpdateConstraints()
        return view
    }

    /// Whether the content view holds views of the cell's own, not only its style's.
    var hasContentBesideStyleViews: Bool {
        contentView.subviews.contains { $0 !== styleTextLabel && $0 !== styleDetailLabel && $0 !== styleImageView }
    }

    /// The constraints that place the style's views, as they are now.
    func styleConstraints() -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        func add(_ item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, _ other: (any LayoutItem)?,
                 _ otherAttribute: LayoutAttribute, _ constant: CGFloat = 0) {
            let constraint = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                              attribute: otherAttribute, multiplier: 1, constant: constant)
            constraint.identifier = "UITableViewCell-style-" + attribute.name
            made.append(constraint)
        }
        let image = styleImageView.flatMap { $0.image == nil ? nil : $0 }
        var leading: (any LayoutItem, LayoutAttribute) = (contentView, .leading)
        if let image {
            add(image, .leading, .equal, contentView, .leading, 16)
            add(image, .centerY, .equal, contentView, .centerY)
            leading = (image, .trailing)
        }
        let text = styleTextLabel, detail = styleDetailLabel
        if let text {
            add(text, .leading, .equal, leading.0, leading.1, 16)
            add(text, .trailing, .lessThanOrEqual, contentView, .trailing, -16)
        }
        switch style {
        case .subtitle:
            if let text, let detail {
                add(detail, .leading, .equal, text, .leading)
                add(detail, .trailing, .lessThanOrEqual, contentView, .trailing, -16)
                add(detail, .top, .equal, text, .bottom)
                // The pair centred: the middle between the text's top and the detail's bottom.
                let group = styleGroupGuide ?? LayoutGuide()
                if styleGroupGuide == nil {
                    group.identifier = "UITableViewCell-style-group"
                    contentView.addLayoutGuide(group)
                    styleGroupGuide = group
                }
                add(text, .top, .equal, group, .top)
                add(detail, .bottom, .equal, group, .bottom)
                made.append(LayoutConstraint(item: group, attribute: .centerY, relatedBy: .equal, toItem: contentView,
                                             attribute: .centerY, multiplier: 1, constant: 0))
            } else if let text {
                add(text, .centerY, .equal, contentView, .centerY)
            }
        default:
            if let text { add(text, .centerY, .equal, contentView, .centerY) }
            if let detail {
                add(detail, .trailing, .equal, contentView, .trailing, -16)
                add(detail, .centerY, .equal, contentView, .centerY)
                if let text { add(detail, .leading, .greaterThanOrEqual, text, .trailing, 8) }
            }
        }
        return made
    }
}
