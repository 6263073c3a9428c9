// The example app's views as it writes them in SwiftUI; `typefit places` and `typefit check
// --places code` read them with swift-syntax to find where each string is shown (this file is
// never compiled here).
import SwiftUI

struct SettingsView: View {
    @State private var notifications = true

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Toggle("settings.notifications", isOn: $notifications)
                        .font(Typography.rowTitle)
                }
                .navigationTitle("settings.title")
                .toolbar {
                    Button("button.save") {}
                }
            }
            .tabItem { Label("tab.library", systemImage: "books.vertical") }
        }
    }
}
