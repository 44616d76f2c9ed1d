package assets

func drawBack(game string) []byte       { return drawUnknown() }
func drawStand() []byte                 { return drawUnknown() }
func drawFelt() []byte                  { return drawUnknown() }
func drawUnknown() []byte               { d := newDoc(cardW, cardH); cardBody(d, inkRGB, "#ffffff"); return d.bytes() }
type scene struct{}
func iconScene() scene { return scene{} }
func (scene) svg() []byte { return drawUnknown() }
