"""The SHA-256 of every output, as the generator wrote them when each language
became a folder of its own: all eight mappings, each with three selections.

Recorded from the generator before that change (the one difference made on
purpose: the comment of bitboards.py that names the fast paths' module says
bitboard_tables/fastpath.py, not generator/fastpath.py), so that
tests/proofs/test_outputs.py proves the change left every byte as it was. An
issue that changes an output on purpose records the new digests with
`python -m tests.oracles.digests --write` and says why in its commit.
"""

# the options of `generate` of each selection, besides --mapping
SELECTIONS = {
    "full": (),
    "subset": ("--only", "rook_attacks,BETWEEN", "--prefix", "eng"),
    "fns": ("--only", "pinned,shift_one,piece_attacks", "--prefix", "X_"),
}

# (mapping, selection, file) -> SHA-256 of its bytes
DIGESTS = {
    ("LERF", "full", "Bitboards.cs"): "af7c2e5e281a8f71da521c9b540c0534c6c8185b5d9b48d51cf7eb892e6be4f3",
    ("LERF", "full", "bitboards.d.mts"): "8b61f1eeb70094ebe026304772187a14f3aeedfedc2c9c3f1a42cea7a3bfda01",
    ("LERF", "full", "bitboards.go"): "1dd324d095253822cda57046726359134ea51af9cdfbfdef6f20364ad67d80e3",
    ("LERF", "full", "bitboards.h"): "eaa7d033de44674a9519668aa1791af8c1a4bb1d56c61a32a4a56b2ad574abdc",
    ("LERF", "full", "bitboards.hpp"): "5f9b38cfbfa4a67e1d80de8280e10d3f75c5caf1e63ddcfc07a54317776a4fab",
    ("LERF", "full", "bitboards.mjs"): "6a7cb23af5a6c3fffb4f2f451e22868d8340a45de8fc65cbcb7c8635bab9c669",
    ("LERF", "full", "bitboards.py"): "63b0cb497f4e5017ea6e57cfadd41bc3fcd0e878f1c6fec6ed4f01f31f1173bc",
    ("LERF", "full", "bitboards.rs"): "7c8b026a01364e9043a6e66e817b6b29bf4e4e192ef7caabbc49bda0f579496e",
    ("LERF", "full", "bitboards.zig"): "cf06ecf1e53daba86aebb34dd05e1ba13a187ffd653f4fb4e2a0cfb564861bf0",
    ("LERF", "full", "bitboards_sliders.h"): "9501d1048e1d9e15928a49b7a57ec311a9c2ba2f12fa5c14d05d3af93edc27d5",
    ("LERF", "subset", "Bitboards.cs"): "8008c359fa43b98ec0d62a187ae88afe44148af8296721da238421a9a9447cf8",
    ("LERF", "subset", "bitboards.d.mts"): "2343b53c0f4b9893e9be78eb71c8b1484158f42711b78067be43bfe4a540d1b4",
    ("LERF", "subset", "bitboards.go"): "4b32fe13be33355d045afe85c709162b962e0ab81645c985ccf8a549dc91b147",
    ("LERF", "subset", "bitboards.h"): "e60c3adbcf4ec8be7dbfcbe4e113c04f3e96e6e91d11d3e3b3447b314af278df",
    ("LERF", "subset", "bitboards.hpp"): "14fce6e0186f3a336d210d76ad65faf2aa802dd62bdf00591ca307ad2ee8fc90",
    ("LERF", "subset", "bitboards.mjs"): "d9b494e7a61c597c529b098608b5cd25efa72042ac3610f2e9008ce88e783014",
    ("LERF", "subset", "bitboards.py"): "9e2bd71e362ff6c5082ec54221c5d00305780b5144a73eda5a631c4a2b0787b7",
    ("LERF", "subset", "bitboards.rs"): "acc51eeaca24cd43fd923e7b6bf7ef37f13bf526f7b1ad8bb6575fa9e8d0cac1",
    ("LERF", "subset", "bitboards.zig"): "adccc7bed80dbb528d57caed68a487d266cabbe24b0d879ca181b48b9644d323",
    ("LERF", "fns", "Bitboards.cs"): "b899aa46635b8cf14b6ea8a4194ae938b7c52601166fa8dfc49e3c4337a27ecc",
    ("LERF", "fns", "bitboards.d.mts"): "938a8d4ec86f271be1cc3aa29e2319a01d3754edbf0992641c5f560f7575b4b7",
    ("LERF", "fns", "bitboards.go"): "63649f82743779a4279c3df4bfac1232a3baabe07a659c32d61f388a17cea5f7",
    ("LERF", "fns", "bitboards.h"): "d6b9d23cd765a88151db25088355cb44a4528f0b5a2263265cd6ab03ee12341f",
    ("LERF", "fns", "bitboards.hpp"): "1d0fac653dc9f3ee6fe8c68a0f7fc6b8a60b3ec9eceeca2d450f75e7dbdfe3a3",
    ("LERF", "fns", "bitboards.mjs"): "0ae0b2c34633f106f0485d8f7310158fa3ad97dfaa3deca5da4a2f53c75864eb",
    ("LERF", "fns", "bitboards.py"): "94cba5b94d403c5445fdb57bec6b0fb191544251a4d4b832bdeb27bb50a3e629",
    ("LERF", "fns", "bitboards.rs"): "8b60a24222ddbb15c16ba5e2a249b07507719006e77ef5f5ac7da4407de879a8",
    ("LERF", "fns", "bitboards.zig"): "59607ddf2b1f2bdc7faef02603be00192f180bf75cc0b6d03c4fc3b3f016a830",
    ("LERBEF", "full", "Bitboards.cs"): "f4cad0986353f1c7cba64d763ab8d148033b1d522aa5c51b00169eceb37fc0fb",
    ("LERBEF", "full", "bitboards.d.mts"): "e2079baf3589d1145fa4e4c6a7703e3cb594f6a2f47b7f06d79963acdb1e757b",
    ("LERBEF", "full", "bitboards.go"): "4934928262b03013b26f9043e9936ba451ba59195d6c1a099e4cf5de85b59f6b",
    ("LERBEF", "full", "bitboards.h"): "559e42be86b74f1727978cf65df014647c9cfb742753f7e32d5e24aba0535fc2",
    ("LERBEF", "full", "bitboards.hpp"): "a889d67e748157e1e488c75374fc782043bf9e33147637b2b5babd66e49832a8",
    ("LERBEF", "full", "bitboards.mjs"): "1df49f7948f196e34ceeab1a83e17c074c335c3ff1c298e0e638536758abfa0d",
    ("LERBEF", "full", "bitboards.py"): "26eb39f13b7438152d5f4c6773c55a4b8ff0569c36c32ecd8510072b37a16f98",
    ("LERBEF", "full", "bitboards.rs"): "e6ced0a2705e90baa60f9781478f6591b26200c3119d40871d22f0b79785b755",
    ("LERBEF", "full", "bitboards.zig"): "93dc6620f565ec38dd5d3d03141a54f1716f6e2d41974a02e271e6c12ae77abc",
    ("LERBEF", "full", "bitboards_sliders.h"): "f7beae098eade4c02d3b11c819e0c3817308931f1cbbdae5743bba9b2816c92c",
    ("LERBEF", "subset", "Bitboards.cs"): "d7fdf923629cf0ba2380bf1789416327dee5e750c5d763061723571eefd411b5",
    ("LERBEF", "subset", "bitboards.d.mts"): "33af5152d3b45e3b7d36a5e17ab7254a2daa6a8c57023024ff141ed0cca7a2f7",
    ("LERBEF", "subset", "bitboards.go"): "12b1e3d9654930cb14c45dbdf912b2c62bfe7c06eb09c4a377592eec51f0058e",
    ("LERBEF", "subset", "bitboards.h"): "becc562b3f848a96903f4e38cf2399374dfaa3dacc41845a5bae222cd13c5757",
    ("LERBEF", "subset", "bitboards.hpp"): "d9f190fbe967bf336df8ad30563571f34dd205265166403fd6705c01e4b78f6d",
    ("LERBEF", "subset", "bitboards.mjs"): "95141c5a49d7cf12408a7bdb8310c2afa0ae623ffa283e9881af3a97bc1a8204",
    ("LERBEF", "subset", "bitboards.py"): "94b37e582d66167981e7142bd836147dba97846d38f604464261aaa3def0eacd",
    ("LERBEF", "subset", "bitboards.rs"): "f27601b94e8ced5b2815b6bbbaef1495b070819b231de058701eaf534be55453",
    ("LERBEF", "subset", "bitboards.zig"): "263eb514231ffa39b89d036d5ee6e1e2841d6d34b24059ccf6674ee4228fdeb1",
    ("LERBEF", "fns", "Bitboards.cs"): "346b4049e76c0346b656704ffed25dc13d490a50f58f0b7b69e4aceefacc2f25",
    ("LERBEF", "fns", "bitboards.d.mts"): "a99547eef61415a30f3c85b8f1b1ac21ba8bd1effcb3c4c028c9b9e2dab02067",
    ("LERBEF", "fns", "bitboards.go"): "53dee36fce3e67d485e7fafc7794e18ad8acc77461259d35dc9aaa21cd2ea421",
    ("LERBEF", "fns", "bitboards.h"): "fc2d7c6135b5d317a7ed46d0e63b715ad64dfe9ff997e7ed795e8e634bc51ea1",
    ("LERBEF", "fns", "bitboards.hpp"): "d4b6b163b1f1d6a594019e67681c5b636c197d4be9a7d836f9d1ea919d56c712",
    ("LERBEF", "fns", "bitboards.mjs"): "2c5c760498cbd05785b05e925ad9ef0489d894741054a8ca132b80934c5f5350",
    ("LERBEF", "fns", "bitboards.py"): "de954b3c9b9625186e3619ad8bdd44aeca21e31266c2577b29fbf55f80034a4e",
    ("LERBEF", "fns", "bitboards.rs"): "86121666469cd3f29a04a60fbf7092f83dcdeed916c94f1893c6482ee4ebda9c",
    ("LERBEF", "fns", "bitboards.zig"): "3b32d5d245b1580e7f8e2c8913b1a104c7aee6d4b4b1b7b50a8407b3540efdb2",
    ("BERLEF", "full", "Bitboards.cs"): "1d781486e1320ece28c07e9682fd3c0d7efa928e96128fc05d1521740e188a9f",
    ("BERLEF", "full", "bitboards.d.mts"): "e4f91e557b832c76cb6a380b4c9f847f6e4f8b469b9f5adc98bfd57e505627b3",
    ("BERLEF", "full", "bitboards.go"): "78b15032fb73ec11103b9026d9f34b26dee75c98b9f534e8348bb0b539143585",
    ("BERLEF", "full", "bitboards.h"): "a1512580afa3c99495d05fc4621126ae500b6e00b92d77fb0acbc23d7d0807e6",
    ("BERLEF", "full", "bitboards.hpp"): "5c372e3ed5c3020a451f2cd8f7f72f3bfbb4b15b2160c9e21b351dea0315123d",
    ("BERLEF", "full", "bitboards.mjs"): "e2df55913b643e24408cf965edb1d34c44642f574c040939eb28d202c5fd3602",
    ("BERLEF", "full", "bitboards.py"): "e2f6b5a1fd76239d7bad01220e50f4985416dfab8945b15573144dbc8c17d026",
    ("BERLEF", "full", "bitboards.rs"): "ae2d583e4eb26766df9afb72add013bfd374b35947e2b40d34adad9b3637eb15",
    ("BERLEF", "full", "bitboards.zig"): "28ae119902d340b261070d0af0f5a6a0aad8e69cf77e46c159e0d9028723b035",
    ("BERLEF", "full", "bitboards_sliders.h"): "3556cbc722eb56a9fec20bc1d393f9007efba66cba4f144e400c0074e3ccd22c",
    ("BERLEF", "subset", "Bitboards.cs"): "3f1fe09c2122ed7ce93d35c56585f3db554a9338487b8c8e2346dd175a4adb8f",
    ("BERLEF", "subset", "bitboards.d.mts"): "de15a02f88aa890eb8cf39c990aa1d4823bea04f6fa048feef95002d610e6745",
    ("BERLEF", "subset", "bitboards.go"): "aa0b9eb6a767f2a9ccce26f24de77cc44f70e4259d91370a234ce23594ab4b0d",
    ("BERLEF", "subset", "bitboards.h"): "2a3ad953cecb1fabd4bb1d9f7e213979d8f712edad800b006d6955b7efd306bd",
    ("BERLEF", "subset", "bitboards.hpp"): "11aedddf24a4f0c1f8ab97e8e32f9d2b3e45e57ea7758b5e87dfbcf06f0078a4",
    ("BERLEF", "subset", "bitboards.mjs"): "2b73c7de4419a99ab8bcd09346d0472031e2e2451e87815fe784153583fe38e6",
    ("BERLEF", "subset", "bitboards.py"): "8f4bc9d7a365fdfa72b7be9ff8daf7eb5769239105d6e90cda34ed9fb76d6c08",
    ("BERLEF", "subset", "bitboards.rs"): "4fa63ca5f3684675db0136ee16db5955fe3337351885415ba9d87a3f46b57b60",
    ("BERLEF", "subset", "bitboards.zig"): "67c808a2264cf6be5bfb86627a77470449521a8a6a4d2009af7b243926715cd1",
    ("BERLEF", "fns", "Bitboards.cs"): "3645ebd6659f53ab88636e0f5647580063d9af11a44c1084d366169fd91f9d00",
    ("BERLEF", "fns", "bitboards.d.mts"): "4db68c75cc9350bf4cf455e32ec14810b127875afd12e2ee01ef07b5e45ec1ea",
    ("BERLEF", "fns", "bitboards.go"): "05b06a875f0f7f89aed337537d524eac30bc2f4e8ace8b88194de9b5e1206757",
    ("BERLEF", "fns", "bitboards.h"): "0b55c407314bc81b66424e6654ce49521075fb82caa954395bff97b2a46f668f",
    ("BERLEF", "fns", "bitboards.hpp"): "5813d6465198a0d3886076e56d7f36d6c54a8a3062d1a9a150e3564571a38793",
    ("BERLEF", "fns", "bitboards.mjs"): "277dc480af41f5a76c95b27e1e09ab88f6c74d970b2b343b609b4895c0a637de",
    ("BERLEF", "fns", "bitboards.py"): "78cc2108534e0193f1c67667b205d1bef9e5996c6db076552c7ef414c2e11eeb",
    ("BERLEF", "fns", "bitboards.rs"): "fb8de332fe62a3784e1c7f16f101bb2457dae2785e23a4b8e9c8a1e867c6179e",
    ("BERLEF", "fns", "bitboards.zig"): "17033a21820b6411b241a5cb0d68b1e8d59a1c5bc2af65c9b185cb45bb2d5d47",
    ("BERF", "full", "Bitboards.cs"): "3732508224a8f72b0ae601e8e6a9a4734129e02afa39cc2fd0c172aec5d08db0",
    ("BERF", "full", "bitboards.d.mts"): "aee6c5bef267f340c57a772e49988ddb505bd07089c7867070ac6f629f2f4ad3",
    ("BERF", "full", "bitboards.go"): "9ed8732466c2a1e55eb76be938f0b1925c997b78921f4ac49b1b20ddcade4be5",
    ("BERF", "full", "bitboards.h"): "a9fe721b61b0bc300abb7fb97ef25be120b567f18b3356c82d10eec16ac0a159",
    ("BERF", "full", "bitboards.hpp"): "36d1c83ceb7dfd730602b242989fe177e304d0fd33f54508b4c90c3938e393dd",
    ("BERF", "full", "bitboards.mjs"): "fd2a7a088134254977f52ea3a1927b9aebc47fb521d5bab041cbfbff887cc313",
    ("BERF", "full", "bitboards.py"): "fea4b2763fa7d2736ba96ec0e53c02f446a615300ad24b08f2751820f12649cd",
    ("BERF", "full", "bitboards.rs"): "3dabc372fa549d8bc6686dc2f08cfbb5e14524fea9b660af2eddaf507c8897e0",
    ("BERF", "full", "bitboards.zig"): "ba6b605cf18baa96f9ef6545516a99a6b6863873b0422b33df19355f72d146de",
    ("BERF", "full", "bitboards_sliders.h"): "53710d0abddcf992e19a26a396dbca895d093f917d265a760d119cc6a480bfb0",
    ("BERF", "subset", "Bitboards.cs"): "f2fd36e6c27933d8541d88fe2606e75951e9c433224f6f5555fe00818ae918c6",
    ("BERF", "subset", "bitboards.d.mts"): "3f5cb172d7dc6410739ea611cc29f580d107f698ef389a3725789a6ec34d7ba2",
    ("BERF", "subset", "bitboards.go"): "f3ad4a2255f106241fca35aa131dab18eb08766ae4141c98098eb5f89643794c",
    ("BERF", "subset", "bitboards.h"): "289cfcfbbc60c1657dbc1c44018ef919fb7a923710b3f797524c359c9315e01b",
    ("BERF", "subset", "bitboards.hpp"): "e58e1c6f41c1c4606be4bbc123bca9d54ab0df1189d165bd47793630a90ba0cc",
    ("BERF", "subset", "bitboards.mjs"): "4002dabaca8274f16711a9f833a259a17f714ac92a442086993f0425d406745e",
    ("BERF", "subset", "bitboards.py"): "1be5537f56a600df47123b2e55586914eacf304c67e4de3ed90f976de6ce86d6",
    ("BERF", "subset", "bitboards.rs"): "08c5224566d67b647236c0dc4422a11477a2cc581344c584a22f8caa7daa02fd",
    ("BERF", "subset", "bitboards.zig"): "8f1c9f979a92a895e710353dc2e1e21f9454d90f6f66f2a5bdcfdb7c3bbe8385",
    ("BERF", "fns", "Bitboards.cs"): "bfd67a4f5c05f1d9b4f062f8e30062fb61f6975b24f4d3254a47d3c11681f7c1",
    ("BERF", "fns", "bitboards.d.mts"): "df4eb70faecd395f98fce2c5f239276eaafdf8f93f202e7796d256fc7c543d56",
    ("BERF", "fns", "bitboards.go"): "aa75adb1f06a3130a13fe66be453dcb95be3f156375915fbc70d074ded7586d8",
    ("BERF", "fns", "bitboards.h"): "7676228350154fe740748df9182067c6ffc4871b7dc2b151bf59d258f0f3f5b9",
    ("BERF", "fns", "bitboards.hpp"): "63560295f286d8e859c34d9cd75150051e09fa2070b990a02368ec7d5ff3e0ac",
    ("BERF", "fns", "bitboards.mjs"): "03bc4ebe79c6c239e584584f7e9c8f36f8b0a77739abf1cbfd39ea7a50326558",
    ("BERF", "fns", "bitboards.py"): "940ed45679ad6a50e567aac749f42617ee50b401acde0abf17910a7b67f87286",
    ("BERF", "fns", "bitboards.rs"): "71700e67c7ed838713d0b2e63f2005a50bf1cc2178b038fe6f6d23be1b23b5fc",
    ("BERF", "fns", "bitboards.zig"): "373282c53c51df99fd79db5ec16b19d3f278827d683c1a055a913ef7964d3877",
    ("LEFR", "full", "Bitboards.cs"): "4d08dc97f6115844daa3c90fb6f601322cefbdc3e6283a702038719519b046e6",
    ("LEFR", "full", "bitboards.d.mts"): "fb371145b4466d5960b4bf23f8c01a89a0a57d4d04f16fc2660e7b7d8714c212",
    ("LEFR", "full", "bitboards.go"): "695c61f1644822dd731bd2c5c0a29c2e4cfa37d6e166a55b55b611b5a841a83e",
    ("LEFR", "full", "bitboards.h"): "11290a54b3bf1d9656c4250c0e306169249e03aac783fb23c5aee877d8d712b5",
    ("LEFR", "full", "bitboards.hpp"): "67ae742db29102d77ce095afaeba8a8f5b2020e4071852fbd7559db54ecde7bf",
    ("LEFR", "full", "bitboards.mjs"): "64a64714b5268e1eb119fb571db1766002b1a3a08fb8d20d41828e9edc61252b",
    ("LEFR", "full", "bitboards.py"): "be18c4e1f5fca658156d98c018d7b33add2831e477ec8778e5a70268b1341a15",
    ("LEFR", "full", "bitboards.rs"): "bc1e2b42d4ec886070d262ccca75133ed9c5839389bc9d967614b3287efc5ce4",
    ("LEFR", "full", "bitboards.zig"): "291e3ecd3df3cdcb0e7e2719059467fa4e28b246053c7a1f61d76ce50750d966",
    ("LEFR", "full", "bitboards_sliders.h"): "73521aa0277dad388d13d355969cc1c102b360736f3cac2de6898eeac048b2a6",
    ("LEFR", "subset", "Bitboards.cs"): "9fb95bbc19f8038f7c714ddee23978597c95e13aa719f6d6666fe35c9231c5f3",
    ("LEFR", "subset", "bitboards.d.mts"): "d1be9295690e11603c1138bc9e3855b634f943bc34e6ff0616e4f7e4aa0634e6",
    ("LEFR", "subset", "bitboards.go"): "28a4ebb7e3f333a987a3458ff73aacc4511e0eec8c445bde870896996f00b8de",
    ("LEFR", "subset", "bitboards.h"): "abbf838ff5221bc1410db480ec577f9a6c1c8bfbd70595a2f54e09ef4648c680",
    ("LEFR", "subset", "bitboards.hpp"): "cd671eaf71f5bccab4c773849cdb04b8fb83f3c40e2977e10669f65af9b770e2",
    ("LEFR", "subset", "bitboards.mjs"): "b5920e2ea24acd0b58282fbd81c5c6424b7c9eb42de91cc91e4d7fc79818055e",
    ("LEFR", "subset", "bitboards.py"): "59998f876dbd169f5aa055b2459d8e74a73b4e609dd3680b30d8be4b5e026ee2",
    ("LEFR", "subset", "bitboards.rs"): "5e4b3ad539e0ada11e08f839479eb38ffd312259854cc02837fa1c21aa0efdbe",
    ("LEFR", "subset", "bitboards.zig"): "360332040c08760410ecf3a70696100a8c5e058901e1ba82f0165ae52e93e471",
    ("LEFR", "fns", "Bitboards.cs"): "9f1dfa060f580fab7d5b51550755ff847c235e86b8be5a9269290d6c45c4b863",
    ("LEFR", "fns", "bitboards.d.mts"): "653df7c8f2f7f5650b8b4585c96fd25233364e6e955cd7ac6703ade9a5c3d383",
    ("LEFR", "fns", "bitboards.go"): "65dfbec15ff34cdfcc237307042a665b7da9df1b640f43975485993603e683e2",
    ("LEFR", "fns", "bitboards.h"): "52e75107e278fb1cce986a7a2c5d6614218dff1dcccbcd5688463502f19f035e",
    ("LEFR", "fns", "bitboards.hpp"): "ff886afe626c8872a0f75cabcc1cc5ae0b4cc7ed5f5bf021a3cf6cb44b37a7c3",
    ("LEFR", "fns", "bitboards.mjs"): "e63507770b4afda8a3f42dcb54a677d03d10a9ae2ac8ee74c33db83f1c1849c2",
    ("LEFR", "fns", "bitboards.py"): "68f8562b996df4dfd21b93b817c3731f116d681e3094accc6d68760e81e220be",
    ("LEFR", "fns", "bitboards.rs"): "b01e48f9d003f6fc5a6801394f2d6bfe1620799287186870efe4678babdcbe45",
    ("LEFR", "fns", "bitboards.zig"): "fbf6ecb96584c356417648e98b972fe0ad60380e777e3b47719a26ba9f6704bd",
    ("LEFBER", "full", "Bitboards.cs"): "aed783c0d2df1f678fb5c8e6ae013037f0da1b8d3a36a637be3b6c7d21c4008a",
    ("LEFBER", "full", "bitboards.d.mts"): "5057446189cda2240cf941011a75781571e9016f1c518eb60458b3b228a4f261",
    ("LEFBER", "full", "bitboards.go"): "91a7e7c822e321d8019557cf76f298ac793c1ec9e7db75bbd647237a7c120223",
    ("LEFBER", "full", "bitboards.h"): "400b0eb7add4d507f3e249f494e40088f75f6536d12924c94833330383bfef36",
    ("LEFBER", "full", "bitboards.hpp"): "d5c4958c454eaea0cfc0cbe4dd3bd97fccef21dc2bafcc14fb1cd80ae9d60df0",
    ("LEFBER", "full", "bitboards.mjs"): "b3843a69f19d514f9d720b1469d14697cd8337604e1ed9dd359be35c91e773ec",
    ("LEFBER", "full", "bitboards.py"): "6a02fae9e5628faaf9a75a6cece60c2257e38071e488c52fe513e2439503955d",
    ("LEFBER", "full", "bitboards.rs"): "f319d808e1497bd0ebdf87181874256f8a5a2f4f96f59628a636f49ae2c74e28",
    ("LEFBER", "full", "bitboards.zig"): "f5dc58006fbc8a42a580f8dd1a82e45b0966b32223245117c44131535c1aa2e3",
    ("LEFBER", "full", "bitboards_sliders.h"): "a595d5283f0f20dfb9d8b47f54bb1a28b366912f386b70de0bc9cbbd2cd911d6",
    ("LEFBER", "subset", "Bitboards.cs"): "df41837266907aa98225b3957e885a5f0b155f9d4df5b4a8e3e74e194fd2f8aa",
    ("LEFBER", "subset", "bitboards.d.mts"): "ce910bac0f6beee97cea8dfd200c04e925ee5f1277ec987484baca33c9d4ad62",
    ("LEFBER", "subset", "bitboards.go"): "86b9e031dcaa971d0496186bb7fb823621d882a6e159f94f07c27de6d6d18078",
    ("LEFBER", "subset", "bitboards.h"): "4062a5bc0f779df69be31b77b0115cfdb37d5479bc10d7c8fa7730a10dc505e5",
    ("LEFBER", "subset", "bitboards.hpp"): "dac7b9e4130a41dad277806238630635574fcbe2743733dd2a46b51b7e386015",
    ("LEFBER", "subset", "bitboards.mjs"): "b295844acd2a19817b4991e63aabf1481d3134626ea51327216f5f0b561fc817",
    ("LEFBER", "subset", "bitboards.py"): "e515d0b25c97b7921a013522627ad23ddf42454a044e9ec7c39132ef85f52288",
    ("LEFBER", "subset", "bitboards.rs"): "0c3b4e09429454ef78d8fb38d07bfb2745a1b5bec2b61623172a05bf5e8662f8",
    ("LEFBER", "subset", "bitboards.zig"): "3103f548ad6a96d8dd5e11cf6eff22df62d795571fc5f0050463d132a344a706",
    ("LEFBER", "fns", "Bitboards.cs"): "259e3e12c62ea41ce692e705f3ac088ccdb1453aa72f8108e101d1b982a8e3ea",
    ("LEFBER", "fns", "bitboards.d.mts"): "3d9bef03ccee827964014330f318a94c7dbc8312c3996035d7076bbfeb21899a",
    ("LEFBER", "fns", "bitboards.go"): "213e9f09b61ea3fc7bb35fff597bd1452ad357e3336bf3578af5b916154de734",
    ("LEFBER", "fns", "bitboards.h"): "89a943d43849b0ed099db6bc124a512fe37f40723e1e7b8c0418bf8a89e7daae",
    ("LEFBER", "fns", "bitboards.hpp"): "72864a080d9a3bbdd3211d1ee39fff9d6bc1f2ef2ca15c602c13b4c2ec1401c9",
    ("LEFBER", "fns", "bitboards.mjs"): "70f695c13d3999e1b8fcda3b90d488dba32f1eebcbf951437dc439bf149563b3",
    ("LEFBER", "fns", "bitboards.py"): "897e808ae2621997b7a6ae14008052a24c1cf1ec84b1504ca65d578391722483",
    ("LEFBER", "fns", "bitboards.rs"): "4287ab9f0cee0aacd6d8389726a86d32ef41201d3a3fff71a0599c8f567198e4",
    ("LEFBER", "fns", "bitboards.zig"): "5844e2767b8bfa1341af66fd1300347bc2915ac65eae7b00d8c4574310c8abe2",
    ("BEFLER", "full", "Bitboards.cs"): "ac866d9889db53e55e729a367ad48eebc611727d75cd8585440f29dbf6c3f996",
    ("BEFLER", "full", "bitboards.d.mts"): "0051a8489f01407a7c68bec446ce7a1026ac25ceaf22e5bc78e5901ebd81a3f7",
    ("BEFLER", "full", "bitboards.go"): "606f36980640f329830c348f008dafca85e173ba73963b0d74c93b9adea7e7b1",
    ("BEFLER", "full", "bitboards.h"): "e238b84fab3e8c0cc68e38c6ec863d34eb3473c524a35615943f18fa9cca646c",
    ("BEFLER", "full", "bitboards.hpp"): "fe83695ad89c59db7f4d4b6e801717c2baf0900d4325b4e2676e0038d03a983c",
    ("BEFLER", "full", "bitboards.mjs"): "dc66c62f9b49e4a9bd267a8a59256cc01c0b56eb3096caf576fb3cf406cdf0fd",
    ("BEFLER", "full", "bitboards.py"): "0c65e9ab2faa858af3f1f03b2b575c9a9b4177f8baa222dea23ebfd2ec8e526a",
    ("BEFLER", "full", "bitboards.rs"): "a2bf734e3988aa26990c85e001d25f428cc08997ed9373f2ae7a13a80381c400",
    ("BEFLER", "full", "bitboards.zig"): "9ad44fdd1856a0a02a8c536e7926492f06f4523e1570cb5dc876d7395508b816",
    ("BEFLER", "full", "bitboards_sliders.h"): "c48a684c08110e4e39f27627ced6ee13eaf570750ed2dc108b07c4c727c1a869",
    ("BEFLER", "subset", "Bitboards.cs"): "b7c0d3e95d744c804fe60998378e379b176092a0157d48d7581d4ba169b16d31",
    ("BEFLER", "subset", "bitboards.d.mts"): "159724a174a2b2fb76672995a8c2eccbc2d6c3cdb481fd7d24d974a4a67a9908",
    ("BEFLER", "subset", "bitboards.go"): "d23789a8f71944685a54bb1b1d4e0bcb4e46f3c0d995be6127f1a0f92fc79531",
    ("BEFLER", "subset", "bitboards.h"): "f64130a7dd2569c802848e455afe998e702ef7c6728088cb3e94e0f7866dce99",
    ("BEFLER", "subset", "bitboards.hpp"): "2dbacf2becc188ed0e244a324c58663d6c7d2fa8d081700cb64ef9efa30116c3",
    ("BEFLER", "subset", "bitboards.mjs"): "93b90645a28e2b682c894d3524c0f06ba2622b182f5c86d5c49894e9502ae1cd",
    ("BEFLER", "subset", "bitboards.py"): "2318b693c5f92855d2719a895c562c6af1135d3b4a638579cb4e6513df87aee7",
    ("BEFLER", "subset", "bitboards.rs"): "cad8aae8adc6b103b479be3a2bf7fb9d80c97778c856c24f821c0fabe4636530",
    ("BEFLER", "subset", "bitboards.zig"): "51d0aa25a8322a4a8d3d55585d2d0126ca66950150ee7fe56b461bdefba74b91",
    ("BEFLER", "fns", "Bitboards.cs"): "7ff262089e550639d2135899dda6eef8b15f7a39206e42b184e3ed9b006e990e",
    ("BEFLER", "fns", "bitboards.d.mts"): "1c9c0190cf11fbec6240a4c7d9cfd32efe37f0b0d8e6a93b544ff5c0ea9f9b28",
    ("BEFLER", "fns", "bitboards.go"): "d45025a301b7875fe823ac1c22d99c808b3cc6cba90c01e5a52b27b890869984",
    ("BEFLER", "fns", "bitboards.h"): "bbb5e320d9993eea18df9417ff0bff0330b3624e542e4e11c25526b96f5a1201",
    ("BEFLER", "fns", "bitboards.hpp"): "c9d9e9f4847d162ccf164980ff0759fe9ea6bf246852d2b9a18599472c1290b4",
    ("BEFLER", "fns", "bitboards.mjs"): "3ce643811eb65fd39d9b41c9a423b42274244309b83e7aacefbef2327b31610d",
    ("BEFLER", "fns", "bitboards.py"): "3a3055b3f318bf2a9a62418bea3f24b5f12a1e248d77168f6732ad263c4302ce",
    ("BEFLER", "fns", "bitboards.rs"): "1e67c6d549849511ad1c6a768882980ad4b817c8cf72f93d6d393d97d9ac8c8b",
    ("BEFLER", "fns", "bitboards.zig"): "f1af039be2c3518e0849528569a33b54ab77f7a4a3d9de31da73ea4babfc43d8",
    ("BEFR", "full", "Bitboards.cs"): "63fe1ad0d6245ed406b1ade38cf8e4dce12b68f5ba5ebe210345423922943ddb",
    ("BEFR", "full", "bitboards.d.mts"): "626d095c1984aa982c321b8b3f5cd69f4c8da414bbab27c34e49aae3d77eb88a",
    ("BEFR", "full", "bitboards.go"): "61db2978c2d45b713e3887aa90c42e38339d5860139f68d603148047ffba58ac",
    ("BEFR", "full", "bitboards.h"): "a8d24964bbfca57227103bd56ea9a05c825a93534116cb8d2fab6958b9fdd3e3",
    ("BEFR", "full", "bitboards.hpp"): "1d609e79a37b42658c027826f8d1409dc25714782cdb3bcb2d5709649d520d07",
    ("BEFR", "full", "bitboards.mjs"): "c20ac82a515d8648d0276ea7bc7dc50045452a3ba4724b674951740c1cc7436c",
    ("BEFR", "full", "bitboards.py"): "3a03dd08bf5c2df52c57fe8913ec14b320ce474c2f7cd6adbd30da1db557768d",
    ("BEFR", "full", "bitboards.rs"): "e7d24965ed75d91ba9a25d2dabe14741bfd7fac12841fab401df3070db91b01e",
    ("BEFR", "full", "bitboards.zig"): "8ab127184f224547200f0cc3b4960a2b084166f526851cb0ba37588f8f18dd72",
    ("BEFR", "full", "bitboards_sliders.h"): "a81dd892aa35367a39505345df0ec13b3eefa493e6520ab0be5a3a96e3404227",
    ("BEFR", "subset", "Bitboards.cs"): "34a2d0b36d3447f9e853528dbd55ec5293efe1eac7a0c99adadb35708bacb9e9",
    ("BEFR", "subset", "bitboards.d.mts"): "7c8cebffb4aa73694cb149b412e398ea608502144d2c1a2d4fc7fb3e4827ef9b",
    ("BEFR", "subset", "bitboards.go"): "d001fefc8ec37afed3d828cca450d093e5af46486136e9e3d1871493b00bbba7",
    ("BEFR", "subset", "bitboards.h"): "cb60f8f02ed8b724c2d805e4affb43ffdb7bc08e9bb06a437ad6754dd437e18b",
    ("BEFR", "subset", "bitboards.hpp"): "9e89a8a88177579ca87554de90240f9a083e3535b1bba7fd21ceb54ecdb9e29c",
    ("BEFR", "subset", "bitboards.mjs"): "e831be70cc7c04b1dee80ac1f9c1496f468b184fe4b5ea2b9d9ba51ed1095f72",
    ("BEFR", "subset", "bitboards.py"): "91934253d1e638950d9d146b0460b1d7c7b095a64cfb838fe0cbbe03e4c46602",
    ("BEFR", "subset", "bitboards.rs"): "d597d6a372ecf0613d86c501d85fb6c7b32c9b1bd415f89d7cefbac29621e43d",
    ("BEFR", "subset", "bitboards.zig"): "b356ee48cdcf9f27f7daf058583b6cb7e922cd6a520b590f2a0b37f8ae8d4c48",
    ("BEFR", "fns", "Bitboards.cs"): "947582eb4df1d4dcbc6cda71238e0cca0a9b9aa5af048adb5c93826fa67b1a03",
    ("BEFR", "fns", "bitboards.d.mts"): "81b5173860fe945b851bfcf7efd9c9a13e6b8d68404f1258476067edc6d16061",
    ("BEFR", "fns", "bitboards.go"): "39ca7e7ae5e5e5a5f896393471e13ae57c221361c32567a5380ae84f0ec34d31",
    ("BEFR", "fns", "bitboards.h"): "2793f92d1d9f014f97f7369601c944d337b1be607785612317b74949793752ec",
    ("BEFR", "fns", "bitboards.hpp"): "0320ac850d344dc667d4f5cd9c2c641c47f7555e4fa55e2b49062b7fe89d9d6e",
    ("BEFR", "fns", "bitboards.mjs"): "b055c272b216a9447c1c81db5a0d3e343d6b711f4b001a7f8d85661bf2d50284",
    ("BEFR", "fns", "bitboards.py"): "53ad8acade12847e544934a97279902247fa8e8ec08c1d6ed23c75fbc83c57d0",
    ("BEFR", "fns", "bitboards.rs"): "4829a5fcfb587185fd15e99e92e488a7b0dddd9930ace4ba16f50d48a87ec1a7",
    ("BEFR", "fns", "bitboards.zig"): "36d979b83a149418752dff3a3fb337cbc490b5d1eb3df21a9f3ff59e15572729",
}


def main(argv=None) -> int:
    """Prints the digests of the outputs the generator writes now (with --write,
    rewrites this module's DIGESTS)."""
    import argparse
    import hashlib
    import re
    import sys
    from pathlib import Path

    from bitboard_tables.languages import render_outputs
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.selection import select

    parser = argparse.ArgumentParser(prog="python -m tests.oracles.digests", description=main.__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite DIGESTS in this module")
    args = parser.parse_args(argv)
    rows = []
    for mapping in MAPPINGS.values():
        for selection, options in SELECTIONS.items():
            given = dict(zip(options[::2], options[1::2]))
            only = given["--only"].split(",") if "--only" in given else None
            chosen = select(only, given.get("--prefix", "BB").rstrip("_"), mapping)
            for name, text in sorted(render_outputs(chosen).items()):
                digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
                rows.append(f'    ("{mapping.name}", "{selection}", "{name}"): "{digest}",')
    if not args.write:
        print("\n".join(rows))
        return 0
    path = Path(__file__)
    text = re.sub(r"(?ms)^DIGESTS = \{\n.*?^\}\n", "DIGESTS = {\n" + "\n".join(rows) + "\n}\n", path.read_text())
    path.write_text(text)
    print(f"wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
