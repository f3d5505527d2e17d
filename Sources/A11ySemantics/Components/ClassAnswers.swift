/// A structure test's answers for the class names it has already seen on one
/// screen: a screen has a few classes and many nodes, and a test that searches a
/// class name for words need not search it again for every node.
final class ClassAnswers {
    private var answers: [String: Bool] = [:]

    func answer(_ className: String, _ test: (String) -> Bool) -> Bool {
        if let known = answers[className] { return known }
        let found = test(className)
        answers[className] = found
        return found
    }
}
