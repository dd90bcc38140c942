import AutoLayout
import Foundation

extension TableView {
    /// A view behind the rows (kept).
    public var backgroundView: View? { get { kept(\TableView.backgroundView) ?? nil } set { keep(\TableView.backgroundView, newValue) } }
}
