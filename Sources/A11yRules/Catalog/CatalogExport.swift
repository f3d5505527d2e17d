// The catalog is a layer of its own so that `make generate` can read it while
// the rules' code does not compile yet (a new rule's id and options are what it
// writes). Every user of the rules also needs the catalog, so it comes with them.
@_exported import A11yCatalog
