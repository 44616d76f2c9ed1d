package lan

import (
	"strings"
	"testing"
)

// goodSave is a fake-game table of two players, seat 0 due.
const goodSave = `{"format":1,"config":{"game":"fake","players":2,"seed":3},"moves":[],"name":"T","code":"ABCD23","bots":0,"bot_level":"normal",` +
	`"seats":[{"name":"a","taken":true,"token":"t0"},{"name":"b","taken":true,"token":"t1"}]}`

func TestParseSaveRefusesDataAfterTheSave(t *testing.T) {
	for _, tail := range []string{" {}", "x", "}", `{"format":1}`} {
		if _, err := ParseSave([]byte(goodSave + tail)); err == nil {
			t.Errorf("a save followed by %q accepted", tail)
		}
	}
	if _, err := ParseSave([]byte(goodSave + "\n \t\n")); err != nil {
		t.Errorf("trailing white space refused: %v", err)
	}
}

// TestParseSaveRefusesNullOrMissingMoves: a save without its moves is
// damage, not a game at move 0; an empty list is a game at move 0.
func TestParseSaveRefusesNullOrMissingMoves(t *testing.T) {
	for name, doc := range map[string]string{
		"null":    strings.Replace(goodSave, `"moves":[]`, `"moves":null`, 1),
		"missing": strings.Replace(goodSave, `"moves":[],`, ``, 1),
	} {
		if _, err := ParseSave([]byte(doc)); err == nil || !strings.Contains(err.Error(), "moves") {
			t.Errorf("%s moves: got %v, want an error naming the moves", name, err)
		}
	}
	if s, err := ParseSave([]byte(goodSave)); err != nil || s.Moves == nil || len(s.Moves) != 0 {
		t.Errorf("no moves yet: %+v, %v", s, err)
	}
}

func TestParseSaveRequiresConfigSeatsAndCode(t *testing.T) {
	for name, doc := range map[string]string{
		"no config":   strings.Replace(goodSave, `"config":{"game":"fake","players":2,"seed":3},`, ``, 1),
		"null config": strings.Replace(goodSave, `{"game":"fake","players":2,"seed":3}`, `null`, 1),
		"no seats":    strings.Replace(goodSave, `,"seats":[{"name":"a","taken":true,"token":"t0"},{"name":"b","taken":true,"token":"t1"}]`, ``, 1),
		"no code":     strings.Replace(goodSave, `"code":"ABCD23",`, ``, 1),
		"null code":   strings.Replace(goodSave, `"code":"ABCD23"`, `"code":null`, 1),
	} {
		if doc == goodSave {
			t.Fatalf("%s: the test did not change the save", name)
		}
		if _, err := ParseSave([]byte(doc)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
