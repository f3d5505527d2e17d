@testable import A11ySemantics
import XCTest

/// `ToggleWords.endsWithFinalWord` reads names from their last bytes for speed;
/// it must answer as the plain definition does: the last word, by characters, in
/// lower case, is one of `finalWords`.
final class ToggleWordsTests: XCTestCase {
    private func reference(_ text: String) -> Bool {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        return words.last.map { ToggleWords.finalWords.contains($0.lowercased()) } ?? false
    }

    func testTheFastReadingAgreesWithThePlainDefinition() {
        var names = ["Wi-Fi on", "Wi-Fi ON.", "Produkt 1, Größe M, 2 Stück", "Stück", "Bluetooth, aus", "Ton: An",
                     "Benachrichtigungen ausgewählt", "Option sélectionnée", "Option se\u{301}lectionne\u{301}e",
                     "Modo oscuro, activado", "Modo oscuro, activado!", "알림 켜짐", "通知 已开启", "通知 已开启。",
                     "夜间模式 关", "Ｗｉ－Ｆｉ ｏｎ", "Remove product 12", "", "…", "On — ", "Checkbox", "Terms checkbox ✓",
                     "İzin açık", "café", "naïve on", "Done 👍", "Volume 50 %", "Tickbox", "x", "ON"]
        // Every final word alone, after a name, upper-cased and with a mark after it.
        for word in ToggleWords.finalWords.sorted() {
            names += [word, "Setting \(word)", "Setting, \(word.uppercased())", "\(word)?", "\(word) —"]
        }
        for name in names {
            XCTAssertEqual(ToggleWords.endsWithFinalWord(name), reference(name), "'\(name)'")
        }
    }
}
