package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// TestJapaneseCoversEveryString checks that every string the interface
// translates has a Japanese entry, so a new message cannot silently ship
// in English only.
func TestJapaneseCoversEveryString(t *testing.T) {
	data, err := translations.ReadFile("translations/ja.json")
	if err != nil {
		t.Fatal(err)
	}
	var ja map[string]any
	if err := json.Unmarshal(data, &ja); err != nil {
		t.Fatalf("ja.json: %v", err)
	}
	files, _ := filepath.Glob("*.go")
	re := regexp.MustCompile(`lang\.(?:L|N)\(("(?:[^"\\]|\\.)*")`)
	seen := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(src, -1) {
			key, err := strconv.Unquote(string(m[1]))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			seen++
			if _, ok := ja[key]; !ok {
				t.Errorf("%s: no Japanese for %q", f, key)
			}
		}
	}
	if seen < 50 {
		t.Fatalf("found only %d translated strings; the scan is broken", seen)
	}
}
