import Foundation

/// Why a report, a baseline, a converted dump or standard output could not be
/// written. The wording of every such failure lives here.
enum WriteFailure: Error, Equatable {
    /// A system call failed with this errno.
    case system(Int32)
    case cannotCreateFolder(String)
    case isFolder
    /// A symbolic link whose target does not exist: writing through it would create
    /// a file somewhere the user did not name, so it is refused.
    case danglingSymlink(to: String)
    case symlinkLoop

    var reason: String {
        switch self {
        case .system(let code): return String(cString: strerror(code))
        case .cannotCreateFolder(let folder): return "cannot create the folder \(folder)"
        case .isFolder: return "it is a folder"
        case .danglingSymlink(let target): return "it is a symbolic link to '\(target)', which does not exist"
        case .symlinkLoop: return "it is a loop of symbolic links"
        }
    }

    /// The one line said when standard output could not take the command's output.
    static func standardOutputMessage(_ code: Int32) -> String {
        "a11ylint: error: cannot write to standard output: \(WriteFailure.system(code).reason)"
    }
}
