package highcard_test

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
)

// TestAddingAGameListsWhatAGameProvides walks docs/ARCHITECTURE.md's
// "Adding a game": its lists name every field of engine.Descriptor once,
// as required or optional; High Card has every required part (Check
// takes it), Check refuses it without any one of them, and takes it
// without any optional one. A field added to the descriptor but not to
// the list, or a list that says required of what Register does not need,
// fails.
func TestAddingAGameListsWhatAGameProvides(t *testing.T) {
	doc, err := os.ReadFile("../../docs/ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "\n## Adding a game\n")
	if !ok {
		t.Fatal("docs/ARCHITECTURE.md has no section \"Adding a game\"")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	fields := map[string]bool{}
	dt := reflect.TypeOf(engine.Descriptor{})
	for i := range dt.NumField() {
		fields[dt.Field(i).Name] = true
	}
	listed := map[string]string{} // field -> "required" or "optional"
	kind := ""
	name := regexp.MustCompile("^`([A-Za-z]+)`")
	for _, line := range strings.Split(section, "\n") {
		switch {
		case strings.HasPrefix(line, "What a game provides") && strings.HasSuffix(line, "required:"):
			kind = "required"
		case line == "Optional:":
			kind = "optional"
		case strings.HasPrefix(line, "- ") && kind != "":
			// the item's names: "- `ID`, `Title` - ..."
			head, _, _ := strings.Cut(line[2:], " - ")
			for _, part := range strings.Split(head, ", ") {
				m := name.FindStringSubmatch(part)
				if m == nil || !fields[m[1]] {
					t.Errorf("the list names %q, not a field of engine.Descriptor", part)
					continue
				}
				if listed[m[1]] != "" {
					t.Errorf("%s is listed twice", m[1])
				}
				listed[m[1]] = kind
			}
		case !strings.HasPrefix(line, "  ") && line != "":
			if kind == "optional" {
				kind = "" // the list has ended
			}
		}
	}
	for f := range fields {
		if listed[f] == "" {
			t.Errorf("engine.Descriptor.%s is not in the list of what a game provides", f)
		}
	}
	if err := games.Check(&highcard.Descriptor); err != nil {
		t.Fatalf("High Card lacks a required part: %v", err)
	}
	names := make([]string, 0, len(listed))
	for f := range listed {
		names = append(names, f)
	}
	slices.Sort(names)
	for _, f := range names {
		d := highcard.Descriptor
		reflect.ValueOf(&d).Elem().FieldByName(f).SetZero()
		err := games.Check(&d)
		switch {
		case listed[f] == "required" && err == nil:
			t.Errorf("the list says %s is required, but Register takes High Card without it", f)
		case listed[f] == "optional" && err != nil:
			t.Errorf("the list says %s is optional, but Register refuses High Card without it: %v", f, err)
		}
	}
	if len(listed) < 20 {
		t.Fatalf("read only %d fields from the list; the walk is broken", len(listed))
	}
	// The one registry line of each program's build that adds High Card.
	for _, file := range []string{"cmd/trickparty/highcard.go", "cmd/trickctl/highcard.go"} {
		line, err := os.ReadFile("../../" + file)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(line), "//go:build highcard\n") || strings.Count(string(line), "games.Register(&highcard.Descriptor)") != 1 {
			t.Errorf("%s is not the one line under the highcard tag:\n%s", file, line)
		}
	}
}
