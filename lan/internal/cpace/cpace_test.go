package cpace

import (
	"bytes"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/gtank/ristretto255"
)

// The vectors below are draft-irtf-cfrg-cpace-21, appendix "CPace function
// definitions" and "Test vector for CPace using group ristretto255 and hash
// SHA-512".

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.Join(strings.Fields(s), ""))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func seq(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i)
	}
	return b
}

func TestPrependLenVectors(t *testing.T) {
	for _, c := range []struct {
		in   []byte
		want string
	}{
		{nil, "00"},
		{[]byte("1234"), "0431323334"},
		{seq(127), "7f" + hex.EncodeToString(seq(127))},
		{seq(128), "8001" + hex.EncodeToString(seq(128))},
	} {
		if got := hex.EncodeToString(prependLen(nil, c.in)); got != c.want {
			t.Errorf("prepend_len(%d bytes) = %s, want %s", len(c.in), got, c.want)
		}
	}
}

func TestLvCatVector(t *testing.T) {
	got := lvCat(nil, []byte("1234"), []byte("5"), nil, []byte("678"))
	if want := unhex(t, "043132333401350003363738"); !bytes.Equal(got, want) {
		t.Errorf("lv_cat = %x, want %x", got, want)
	}
}

func TestTranscriptIRVectors(t *testing.T) {
	got := transcriptIR([]byte("123"), []byte("PartyA"), []byte("234"), []byte("PartyB"))
	if want := unhex(t, "03313233065061727479410332333406506172747942"); !bytes.Equal(got, want) {
		t.Errorf("transcript_ir = %x, want %x", got, want)
	}
	got = transcriptIR([]byte("3456"), []byte("PartyA"), []byte("2345"), []byte("PartyB"))
	if want := unhex(t, "043334353606506172747941043233343506506172747942"); !bytes.Equal(got, want) {
		t.Errorf("transcript_ir = %x, want %x", got, want)
	}
}

// The draft's inputs for the ristretto255 run.
var (
	vecPRS = []byte("Password")
	vecCI  = []byte("\x0bA_initiator\x0bB_responder")
	vecSID = "7e4b4791d6a8ef019b936c79fb7f2c57"
	vecYa  = "da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4ff0976d08"
	vecYb  = "d2316b454718c35362d83d69df6320f38578ed5984651435e2949762d900b80d"
)

func TestGeneratorVector(t *testing.T) {
	sid := unhex(t, vecSID)
	gs := generatorString(vecPRS, vecCI, sid)
	want := unhex(t, `
      11435061636552697374726574746f3235350850617373776f726464
      00000000000000000000000000000000000000000000000000000000
      00000000000000000000000000000000000000000000000000000000
      00000000000000000000000000000000000000000000000000000000
      00000000000000000000000000000000180b415f696e69746961746f
      720b425f726573706f6e646572107e4b4791d6a8ef019b936c79fb7f
      2c57`)
	if !bytes.Equal(gs, want) {
		t.Fatalf("generator_string =\n%x\nwant\n%x", gs, want)
	}
	g := calculateGenerator(vecPRS, vecCI, sid).Encode(nil)
	if want := unhex(t, "222b6b195fe84b1652badb6f6a3ae3d24341e7306967f0b8115b40d5698c7e56"); !bytes.Equal(g, want) {
		t.Errorf("encoded generator = %x, want %x", g, want)
	}
}

func vecScalar(t *testing.T, s string) *ristretto255.Scalar {
	var b [32]byte
	copy(b[:], unhex(t, s))
	return scalarFromBytes(b)
}

// TestRunVector replays the draft's whole initiator-responder run: shares,
// the shared point, ISK, and both parties agreeing.
func TestRunVector(t *testing.T) {
	sid := unhex(t, vecSID)
	a := start(true, vecPRS, vecCI, sid, []byte("ADa"), vecScalar(t, vecYa))
	b := start(false, vecPRS, vecCI, sid, []byte("ADb"), vecScalar(t, vecYb))
	if want := unhex(t, "d6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0eec482b9157"); !bytes.Equal(a.Share(), want) {
		t.Errorf("Ya = %x, want %x", a.Share(), want)
	}
	if want := unhex(t, "3ea7e0b19560d7c0b0f5734f63b955286dfa8232b5ebe63324e2d9e7433f7258"); !bytes.Equal(b.Share(), want) {
		t.Errorf("Yb = %x, want %x", b.Share(), want)
	}
	k := scalarMultVfy(a.y, b.Share())
	if want := unhex(t, "80b69a8a76457ab6a4d7f887a4bf6b55a2f80ac19c333f917a05fc9887c8b40f"); !bytes.Equal(k, want) {
		t.Errorf("K = %x, want %x", k, want)
	}
	ka, err := a.Finish(b.Share(), []byte("ADb"))
	if err != nil {
		t.Fatal(err)
	}
	kb, err := b.Finish(a.Share(), []byte("ADa"))
	if err != nil {
		t.Fatal(err)
	}
	wantT := unhex(t, `20d6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0e
      ec482b915703414461203ea7e0b19560d7c0b0f5734f63b955286dfa
      8232b5ebe63324e2d9e7433f725803414462`)
	if !bytes.Equal(ka.Transcript, wantT) || !bytes.Equal(kb.Transcript, wantT) {
		t.Errorf("transcript_ir = %x / %x, want %x", ka.Transcript, kb.Transcript, wantT)
	}
	wantISK := unhex(t, `b69effbf61b51d56401c0f65601abe428de8206feaaf0e32198896dc
      ae7b35cd2b38950a39dfd5d4a79164614c2984f7daa460b588c1e80c
      3fa2068af7900447`)
	if !bytes.Equal(ka.ISK, wantISK) || !bytes.Equal(kb.ISK, wantISK) {
		t.Errorf("ISK = %x / %x, want %x", ka.ISK, kb.ISK, wantISK)
	}
	if !kb.Check(ka.Confirm()) || !ka.Check(kb.Confirm()) {
		t.Error("the parties' confirmation tags do not check")
	}
	if ka.Check(ka.Confirm()) {
		t.Error("a party accepted its own tag as the peer's (a reflected tag must fail)")
	}
}

func TestScalarMultVfyVectors(t *testing.T) {
	s := vecScalar(t, "7cd0e075fa7955ba52c02759a6c90dbbfc10e6d40aea8d283e407d88cf538a05")
	x := unhex(t, "2c3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c")
	if got, want := scalarMultVfy(s, x), unhex(t, "7c13645fe790a468f62c39beb7388e541d8405d1ade69d1778c5fe3e7f6b600e"); !bytes.Equal(got, want) {
		t.Errorf("scalar_mult_vfy(s, X) = %x, want %x", got, want)
	}
	for _, bad := range []string{
		"2b3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c", // Y_i1: not an encoding
		"0000000000000000000000000000000000000000000000000000000000000000", // Y_i2: G.I
	} {
		if got := scalarMultVfy(s, unhex(t, bad)); !bytes.Equal(got, identity[:]) {
			t.Errorf("scalar_mult_vfy(s, %s) = %x, want G.I", bad[:8], got)
		}
		p := Start(true, vecPRS, vecCI, unhex(t, vecSID), nil)
		if _, err := p.Finish(unhex(t, bad), nil); err != ErrBadShare {
			t.Errorf("Finish with share %s…: err %v, want ErrBadShare (the draft says abort)", bad[:8], err)
		}
	}
}

// TestWrongSecretFailsConfirmation: parties with different secrets get
// different keys and each refuses the other's tag.
func TestWrongSecretFailsConfirmation(t *testing.T) {
	sid := []byte("session")
	a := Start(true, []byte("ABCDEF"), vecCI, sid, nil)
	b := Start(false, []byte("ABCDEG"), vecCI, sid, nil)
	ka, _ := a.Finish(b.Share(), nil)
	kb, _ := b.Finish(a.Share(), nil)
	if bytes.Equal(ka.ISK, kb.ISK) || kb.Check(ka.Confirm()) || ka.Check(kb.Confirm()) {
		t.Fatal("different secrets agreed on a key")
	}
}

// TestSharesAreFresh: the same secret in two runs
// gives unrelated shares (fresh scalars), so a share says nothing on its
// own about the secret.
func TestSharesAreFresh(t *testing.T) {
	a := Start(true, vecPRS, vecCI, []byte("s"), nil)
	b := Start(true, vecPRS, vecCI, []byte("s"), nil)
	if bytes.Equal(a.Share(), b.Share()) {
		t.Fatal("two runs made the same share")
	}
}
