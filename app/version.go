package app

// Version is the application version, shown by --version and the About
// line. FyneApp.toml is the one place the version is written: the Makefile
// and packaging/package.sh stamp it in with
// -ldflags "-X github.com/trickparty/trickparty/app.Version=x.y.z".
// A plain `go build` or `go run` says "dev".
var Version = "dev"
