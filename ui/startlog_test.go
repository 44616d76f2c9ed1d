package ui

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestNoLocaleErrorAtStart: a process of this package started where the
// locale is C.UTF-8 (many containers, minimal installs, CI) logs no
// "Fyne error: Error parsing user locale C" while its packages are
// initialised (ui/internal/posixlocale); the app logged three such lines
// at every start, and so did every test binary.
func TestNoLocaleErrorAtStart(t *testing.T) {
	assertQuietStart(t, os.Args[0])
}

// assertQuietStart runs the test binary bin with no test selected, under
// each locale that names no language, and fails on any Fyne error it logs.
func assertQuietStart(t *testing.T, bin string) {
	t.Helper()
	for _, locale := range []string{"C.UTF-8", "POSIX.UTF-8", "C"} {
		var env []string
		for _, kv := range os.Environ() {
			switch name, _, _ := strings.Cut(kv, "="); name {
			case "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE":
			default:
				env = append(env, kv)
			}
		}
		cmd := exec.Command(bin, "-test.run=^$")
		cmd.Env = append(env, "LANG="+locale)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("LANG=%s: %v\n%s", locale, err, out)
		}
		if strings.Contains(string(out), "Fyne error") {
			t.Errorf("LANG=%s: the start logged\n%s", locale, out)
		}
	}
}
