# Builds InterTracked-Regular.otf: the bundled Inter-Regular.otf cut to ASCII, renamed, with an
# AAT `trak` table added, so tests can check how TypeFit applies a custom font's tracking.
# Run from the repository root: python3 Tests/Fonts/make-tracked-font.py (fontTools 4.68).
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry

font = TTFont("fonts/Inter-Regular.otf")
options = Options()
options.name_IDs = ["*"]
options.name_languages = ["*"]
subsetter = Subsetter(options)
subsetter.populate(unicodes=list(range(0x20, 0x7F)) + [0xA0, 0x2026])
subsetter.subset(font)
names = font["name"]
for record in names.names:
    if record.nameID in (1, 16):
        record.string = "Inter Tracked"
    elif record.nameID == 4:
        record.string = "Inter Tracked Regular"
    elif record.nameID == 6:
        record.string = "InterTracked-Regular"
    elif record.nameID == 3:
        record.string = "InterTracked-Regular;TypeFit test font"
cff = font["CFF "].cff
cff.fontNames = ["InterTracked-Regular"]
cff.topDictIndex[0].FullName = "Inter Tracked Regular"
cff.topDictIndex[0].FamilyName = "Inter Tracked"
# The normal track (0): +80 units at 6 pt, +40 at 12, 0 at 24, -40 at 48 (units per em: 2816).
trak = newTable("trak")
trak.version = 1.0
trak.format = 0
trak.horizData = TrackData(
    {0.0: TrackTableEntry({6.0: 80, 12.0: 40, 24.0: 0, 48.0: -40}, nameIndex=names.addName("Normal"))}
)
trak.vertData = TrackData()
font["trak"] = trak
font.save("Tests/Fonts/InterTracked-Regular.otf")
