package app

// Version is the application version, shown by --version and the About
// line. Release builds set it with
// -ldflags "-X github.com/trickparty/trickparty/app.Version=1.2.3".
var Version = "0.1.0"
