// Command genicon writes the 512x512 application icon PNG drawn by package
// assets; `go generate ./assets` runs it to refresh assets/icon.png.
package main

import (
	"fmt"
	"os"

	"github.com/trickparty/trickparty/assets"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: genicon OUT.png")
		os.Exit(2)
	}
	b, err := assets.IconPNG(512)
	if err == nil {
		err = os.WriteFile(os.Args[1], b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
