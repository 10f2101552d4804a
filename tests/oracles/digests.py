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
    ("LERF", "full", "Bitboards.java"): "4ce92bf0ad1c90cbc1c3bdcc8f60f7fb1b8eefcf46f8e3de1a266efaa6e7e082",
    ("LERF", "full", "bitboards.go"): "1dd324d095253822cda57046726359134ea51af9cdfbfdef6f20364ad67d80e3",
    ("LERF", "full", "bitboards.h"): "eaa7d033de44674a9519668aa1791af8c1a4bb1d56c61a32a4a56b2ad574abdc",
    ("LERF", "full", "bitboards.hpp"): "5f9b38cfbfa4a67e1d80de8280e10d3f75c5caf1e63ddcfc07a54317776a4fab",
    ("LERF", "full", "bitboards.py"): "63b0cb497f4e5017ea6e57cfadd41bc3fcd0e878f1c6fec6ed4f01f31f1173bc",
    ("LERF", "full", "bitboards.rs"): "7c8b026a01364e9043a6e66e817b6b29bf4e4e192ef7caabbc49bda0f579496e",
    ("LERF", "full", "bitboards.zig"): "cf06ecf1e53daba86aebb34dd05e1ba13a187ffd653f4fb4e2a0cfb564861bf0",
    ("LERF", "full", "bitboards_sliders.h"): "f58023f83c6c96bb7fae7c39d68b30a92bed2601375231adb37234c01974b122",
    ("LERF", "subset", "Bitboards.java"): "529b1e5e16d68ead20e17ee6b2a4fdeff13b069c77157d4408032a94710c31c7",
    ("LERF", "subset", "bitboards.go"): "4b32fe13be33355d045afe85c709162b962e0ab81645c985ccf8a549dc91b147",
    ("LERF", "subset", "bitboards.h"): "e60c3adbcf4ec8be7dbfcbe4e113c04f3e96e6e91d11d3e3b3447b314af278df",
    ("LERF", "subset", "bitboards.hpp"): "14fce6e0186f3a336d210d76ad65faf2aa802dd62bdf00591ca307ad2ee8fc90",
    ("LERF", "subset", "bitboards.py"): "9e2bd71e362ff6c5082ec54221c5d00305780b5144a73eda5a631c4a2b0787b7",
    ("LERF", "subset", "bitboards.rs"): "acc51eeaca24cd43fd923e7b6bf7ef37f13bf526f7b1ad8bb6575fa9e8d0cac1",
    ("LERF", "subset", "bitboards.zig"): "adccc7bed80dbb528d57caed68a487d266cabbe24b0d879ca181b48b9644d323",
    ("LERF", "fns", "Bitboards.java"): "2931b1a66c4be1d5c6017a28ccffaf8d3676b1323cb5bcbebb5f7011aa2d9051",
    ("LERF", "fns", "bitboards.go"): "63649f82743779a4279c3df4bfac1232a3baabe07a659c32d61f388a17cea5f7",
    ("LERF", "fns", "bitboards.h"): "d6b9d23cd765a88151db25088355cb44a4528f0b5a2263265cd6ab03ee12341f",
    ("LERF", "fns", "bitboards.hpp"): "1d0fac653dc9f3ee6fe8c68a0f7fc6b8a60b3ec9eceeca2d450f75e7dbdfe3a3",
    ("LERF", "fns", "bitboards.py"): "94cba5b94d403c5445fdb57bec6b0fb191544251a4d4b832bdeb27bb50a3e629",
    ("LERF", "fns", "bitboards.rs"): "8b60a24222ddbb15c16ba5e2a249b07507719006e77ef5f5ac7da4407de879a8",
    ("LERF", "fns", "bitboards.zig"): "59607ddf2b1f2bdc7faef02603be00192f180bf75cc0b6d03c4fc3b3f016a830",
    ("LERBEF", "full", "Bitboards.java"): "335f20a5790b6a234710016e1690e95bdd05f1e86ac8832419df1dd3b1c51748",
    ("LERBEF", "full", "bitboards.go"): "4934928262b03013b26f9043e9936ba451ba59195d6c1a099e4cf5de85b59f6b",
    ("LERBEF", "full", "bitboards.h"): "559e42be86b74f1727978cf65df014647c9cfb742753f7e32d5e24aba0535fc2",
    ("LERBEF", "full", "bitboards.hpp"): "a889d67e748157e1e488c75374fc782043bf9e33147637b2b5babd66e49832a8",
    ("LERBEF", "full", "bitboards.py"): "26eb39f13b7438152d5f4c6773c55a4b8ff0569c36c32ecd8510072b37a16f98",
    ("LERBEF", "full", "bitboards.rs"): "e6ced0a2705e90baa60f9781478f6591b26200c3119d40871d22f0b79785b755",
    ("LERBEF", "full", "bitboards.zig"): "93dc6620f565ec38dd5d3d03141a54f1716f6e2d41974a02e271e6c12ae77abc",
    ("LERBEF", "full", "bitboards_sliders.h"): "de278cccfc08b075e9153762b2f31f5bf885628787e98e3107d1f74e56b24a33",
    ("LERBEF", "subset", "Bitboards.java"): "1e11ce1491b016fd1c8a5995f5fc8697bac580964be966f9c853943f03227f4b",
    ("LERBEF", "subset", "bitboards.go"): "12b1e3d9654930cb14c45dbdf912b2c62bfe7c06eb09c4a377592eec51f0058e",
    ("LERBEF", "subset", "bitboards.h"): "becc562b3f848a96903f4e38cf2399374dfaa3dacc41845a5bae222cd13c5757",
    ("LERBEF", "subset", "bitboards.hpp"): "d9f190fbe967bf336df8ad30563571f34dd205265166403fd6705c01e4b78f6d",
    ("LERBEF", "subset", "bitboards.py"): "94b37e582d66167981e7142bd836147dba97846d38f604464261aaa3def0eacd",
    ("LERBEF", "subset", "bitboards.rs"): "f27601b94e8ced5b2815b6bbbaef1495b070819b231de058701eaf534be55453",
    ("LERBEF", "subset", "bitboards.zig"): "263eb514231ffa39b89d036d5ee6e1e2841d6d34b24059ccf6674ee4228fdeb1",
    ("LERBEF", "fns", "Bitboards.java"): "5e3749739afb42ccbe270af0f7fe875a9ec38389cefdd83cfefdbd7f01106f47",
    ("LERBEF", "fns", "bitboards.go"): "53dee36fce3e67d485e7fafc7794e18ad8acc77461259d35dc9aaa21cd2ea421",
    ("LERBEF", "fns", "bitboards.h"): "fc2d7c6135b5d317a7ed46d0e63b715ad64dfe9ff997e7ed795e8e634bc51ea1",
    ("LERBEF", "fns", "bitboards.hpp"): "d4b6b163b1f1d6a594019e67681c5b636c197d4be9a7d836f9d1ea919d56c712",
    ("LERBEF", "fns", "bitboards.py"): "de954b3c9b9625186e3619ad8bdd44aeca21e31266c2577b29fbf55f80034a4e",
    ("LERBEF", "fns", "bitboards.rs"): "86121666469cd3f29a04a60fbf7092f83dcdeed916c94f1893c6482ee4ebda9c",
    ("LERBEF", "fns", "bitboards.zig"): "3b32d5d245b1580e7f8e2c8913b1a104c7aee6d4b4b1b7b50a8407b3540efdb2",
    ("BERLEF", "full", "Bitboards.java"): "2b3cd0b25784466cc3f65b18b3305767902da259c19125e99d300f1c56521e3b",
    ("BERLEF", "full", "bitboards.go"): "78b15032fb73ec11103b9026d9f34b26dee75c98b9f534e8348bb0b539143585",
    ("BERLEF", "full", "bitboards.h"): "a1512580afa3c99495d05fc4621126ae500b6e00b92d77fb0acbc23d7d0807e6",
    ("BERLEF", "full", "bitboards.hpp"): "5c372e3ed5c3020a451f2cd8f7f72f3bfbb4b15b2160c9e21b351dea0315123d",
    ("BERLEF", "full", "bitboards.py"): "e2f6b5a1fd76239d7bad01220e50f4985416dfab8945b15573144dbc8c17d026",
    ("BERLEF", "full", "bitboards.rs"): "ae2d583e4eb26766df9afb72add013bfd374b35947e2b40d34adad9b3637eb15",
    ("BERLEF", "full", "bitboards.zig"): "28ae119902d340b261070d0af0f5a6a0aad8e69cf77e46c159e0d9028723b035",
    ("BERLEF", "full", "bitboards_sliders.h"): "d9f8bce2f3fcdca33b9b1f1bf7649574324cb530ae95f68887153fb2cd9849d0",
    ("BERLEF", "subset", "Bitboards.java"): "152db4b0ee668eb84bebbf9f9e66b580944bbb91bf21f963d22f74761bfb9256",
    ("BERLEF", "subset", "bitboards.go"): "aa0b9eb6a767f2a9ccce26f24de77cc44f70e4259d91370a234ce23594ab4b0d",
    ("BERLEF", "subset", "bitboards.h"): "2a3ad953cecb1fabd4bb1d9f7e213979d8f712edad800b006d6955b7efd306bd",
    ("BERLEF", "subset", "bitboards.hpp"): "11aedddf24a4f0c1f8ab97e8e32f9d2b3e45e57ea7758b5e87dfbcf06f0078a4",
    ("BERLEF", "subset", "bitboards.py"): "8f4bc9d7a365fdfa72b7be9ff8daf7eb5769239105d6e90cda34ed9fb76d6c08",
    ("BERLEF", "subset", "bitboards.rs"): "4fa63ca5f3684675db0136ee16db5955fe3337351885415ba9d87a3f46b57b60",
    ("BERLEF", "subset", "bitboards.zig"): "67c808a2264cf6be5bfb86627a77470449521a8a6a4d2009af7b243926715cd1",
    ("BERLEF", "fns", "Bitboards.java"): "95957aa3089ad4eed0368a1485367299576ff2c242003a6ab41a6a1643e9dd26",
    ("BERLEF", "fns", "bitboards.go"): "05b06a875f0f7f89aed337537d524eac30bc2f4e8ace8b88194de9b5e1206757",
    ("BERLEF", "fns", "bitboards.h"): "0b55c407314bc81b66424e6654ce49521075fb82caa954395bff97b2a46f668f",
    ("BERLEF", "fns", "bitboards.hpp"): "5813d6465198a0d3886076e56d7f36d6c54a8a3062d1a9a150e3564571a38793",
    ("BERLEF", "fns", "bitboards.py"): "78cc2108534e0193f1c67667b205d1bef9e5996c6db076552c7ef414c2e11eeb",
    ("BERLEF", "fns", "bitboards.rs"): "fb8de332fe62a3784e1c7f16f101bb2457dae2785e23a4b8e9c8a1e867c6179e",
    ("BERLEF", "fns", "bitboards.zig"): "17033a21820b6411b241a5cb0d68b1e8d59a1c5bc2af65c9b185cb45bb2d5d47",
    ("BERF", "full", "Bitboards.java"): "41ce2b0c5ce9bc15a9331e60d6191d209ac3be955704cd9d683d05e448c16e32",
    ("BERF", "full", "bitboards.go"): "9ed8732466c2a1e55eb76be938f0b1925c997b78921f4ac49b1b20ddcade4be5",
    ("BERF", "full", "bitboards.h"): "a9fe721b61b0bc300abb7fb97ef25be120b567f18b3356c82d10eec16ac0a159",
    ("BERF", "full", "bitboards.hpp"): "36d1c83ceb7dfd730602b242989fe177e304d0fd33f54508b4c90c3938e393dd",
    ("BERF", "full", "bitboards.py"): "fea4b2763fa7d2736ba96ec0e53c02f446a615300ad24b08f2751820f12649cd",
    ("BERF", "full", "bitboards.rs"): "3dabc372fa549d8bc6686dc2f08cfbb5e14524fea9b660af2eddaf507c8897e0",
    ("BERF", "full", "bitboards.zig"): "ba6b605cf18baa96f9ef6545516a99a6b6863873b0422b33df19355f72d146de",
    ("BERF", "full", "bitboards_sliders.h"): "0a5c6461e98322a423a82734869db5a561fbc15505e0986a996ce9b56569d9ce",
    ("BERF", "subset", "Bitboards.java"): "d2b326cbc01ea7cbe499e0442600305d4ff1ffdc9314d69c9f1fbb0811940236",
    ("BERF", "subset", "bitboards.go"): "f3ad4a2255f106241fca35aa131dab18eb08766ae4141c98098eb5f89643794c",
    ("BERF", "subset", "bitboards.h"): "289cfcfbbc60c1657dbc1c44018ef919fb7a923710b3f797524c359c9315e01b",
    ("BERF", "subset", "bitboards.hpp"): "e58e1c6f41c1c4606be4bbc123bca9d54ab0df1189d165bd47793630a90ba0cc",
    ("BERF", "subset", "bitboards.py"): "1be5537f56a600df47123b2e55586914eacf304c67e4de3ed90f976de6ce86d6",
    ("BERF", "subset", "bitboards.rs"): "08c5224566d67b647236c0dc4422a11477a2cc581344c584a22f8caa7daa02fd",
    ("BERF", "subset", "bitboards.zig"): "8f1c9f979a92a895e710353dc2e1e21f9454d90f6f66f2a5bdcfdb7c3bbe8385",
    ("BERF", "fns", "Bitboards.java"): "2ed1e5bc12a6dbe57c6bf40ac0cec0ca3416cede8c7140dd1892990e3f8270f9",
    ("BERF", "fns", "bitboards.go"): "aa75adb1f06a3130a13fe66be453dcb95be3f156375915fbc70d074ded7586d8",
    ("BERF", "fns", "bitboards.h"): "7676228350154fe740748df9182067c6ffc4871b7dc2b151bf59d258f0f3f5b9",
    ("BERF", "fns", "bitboards.hpp"): "63560295f286d8e859c34d9cd75150051e09fa2070b990a02368ec7d5ff3e0ac",
    ("BERF", "fns", "bitboards.py"): "940ed45679ad6a50e567aac749f42617ee50b401acde0abf17910a7b67f87286",
    ("BERF", "fns", "bitboards.rs"): "71700e67c7ed838713d0b2e63f2005a50bf1cc2178b038fe6f6d23be1b23b5fc",
    ("BERF", "fns", "bitboards.zig"): "373282c53c51df99fd79db5ec16b19d3f278827d683c1a055a913ef7964d3877",
    ("LEFR", "full", "Bitboards.java"): "b218c883697073517cf3d1a3bab1daba5f3c75026c46c841d0062812a3916069",
    ("LEFR", "full", "bitboards.go"): "695c61f1644822dd731bd2c5c0a29c2e4cfa37d6e166a55b55b611b5a841a83e",
    ("LEFR", "full", "bitboards.h"): "11290a54b3bf1d9656c4250c0e306169249e03aac783fb23c5aee877d8d712b5",
    ("LEFR", "full", "bitboards.hpp"): "67ae742db29102d77ce095afaeba8a8f5b2020e4071852fbd7559db54ecde7bf",
    ("LEFR", "full", "bitboards.py"): "be18c4e1f5fca658156d98c018d7b33add2831e477ec8778e5a70268b1341a15",
    ("LEFR", "full", "bitboards.rs"): "bc1e2b42d4ec886070d262ccca75133ed9c5839389bc9d967614b3287efc5ce4",
    ("LEFR", "full", "bitboards.zig"): "291e3ecd3df3cdcb0e7e2719059467fa4e28b246053c7a1f61d76ce50750d966",
    ("LEFR", "full", "bitboards_sliders.h"): "88acdf2e70ec646dff24e8f5d9f3a8c567df7e702314afd5cc17d5a49b0c5bd4",
    ("LEFR", "subset", "Bitboards.java"): "df6557a0d3c1b52c068d1fafd3c18c90cf7bdc59288526e991e9a12f2342d48a",
    ("LEFR", "subset", "bitboards.go"): "28a4ebb7e3f333a987a3458ff73aacc4511e0eec8c445bde870896996f00b8de",
    ("LEFR", "subset", "bitboards.h"): "abbf838ff5221bc1410db480ec577f9a6c1c8bfbd70595a2f54e09ef4648c680",
    ("LEFR", "subset", "bitboards.hpp"): "cd671eaf71f5bccab4c773849cdb04b8fb83f3c40e2977e10669f65af9b770e2",
    ("LEFR", "subset", "bitboards.py"): "59998f876dbd169f5aa055b2459d8e74a73b4e609dd3680b30d8be4b5e026ee2",
    ("LEFR", "subset", "bitboards.rs"): "5e4b3ad539e0ada11e08f839479eb38ffd312259854cc02837fa1c21aa0efdbe",
    ("LEFR", "subset", "bitboards.zig"): "360332040c08760410ecf3a70696100a8c5e058901e1ba82f0165ae52e93e471",
    ("LEFR", "fns", "Bitboards.java"): "f16a9d6df18dd444653d267998e7e3dca859bfaf6af0a41e37d045b60e554bb1",
    ("LEFR", "fns", "bitboards.go"): "65dfbec15ff34cdfcc237307042a665b7da9df1b640f43975485993603e683e2",
    ("LEFR", "fns", "bitboards.h"): "52e75107e278fb1cce986a7a2c5d6614218dff1dcccbcd5688463502f19f035e",
    ("LEFR", "fns", "bitboards.hpp"): "ff886afe626c8872a0f75cabcc1cc5ae0b4cc7ed5f5bf021a3cf6cb44b37a7c3",
    ("LEFR", "fns", "bitboards.py"): "68f8562b996df4dfd21b93b817c3731f116d681e3094accc6d68760e81e220be",
    ("LEFR", "fns", "bitboards.rs"): "b01e48f9d003f6fc5a6801394f2d6bfe1620799287186870efe4678babdcbe45",
    ("LEFR", "fns", "bitboards.zig"): "fbf6ecb96584c356417648e98b972fe0ad60380e777e3b47719a26ba9f6704bd",
    ("LEFBER", "full", "Bitboards.java"): "ce834164d992711ca07b65060ba605764fb9ede5bf00393c8d28397eabd7d02e",
    ("LEFBER", "full", "bitboards.go"): "91a7e7c822e321d8019557cf76f298ac793c1ec9e7db75bbd647237a7c120223",
    ("LEFBER", "full", "bitboards.h"): "400b0eb7add4d507f3e249f494e40088f75f6536d12924c94833330383bfef36",
    ("LEFBER", "full", "bitboards.hpp"): "d5c4958c454eaea0cfc0cbe4dd3bd97fccef21dc2bafcc14fb1cd80ae9d60df0",
    ("LEFBER", "full", "bitboards.py"): "6a02fae9e5628faaf9a75a6cece60c2257e38071e488c52fe513e2439503955d",
    ("LEFBER", "full", "bitboards.rs"): "f319d808e1497bd0ebdf87181874256f8a5a2f4f96f59628a636f49ae2c74e28",
    ("LEFBER", "full", "bitboards.zig"): "f5dc58006fbc8a42a580f8dd1a82e45b0966b32223245117c44131535c1aa2e3",
    ("LEFBER", "full", "bitboards_sliders.h"): "ac417787e5eb277959ab9e63cdf32f16a82d2ac1d2c5c177e38a9ff554e6827f",
    ("LEFBER", "subset", "Bitboards.java"): "af013e723efd155563c5296b3a219e6fde3548cdb736e0e8acc35a8858bf0c20",
    ("LEFBER", "subset", "bitboards.go"): "86b9e031dcaa971d0496186bb7fb823621d882a6e159f94f07c27de6d6d18078",
    ("LEFBER", "subset", "bitboards.h"): "4062a5bc0f779df69be31b77b0115cfdb37d5479bc10d7c8fa7730a10dc505e5",
    ("LEFBER", "subset", "bitboards.hpp"): "dac7b9e4130a41dad277806238630635574fcbe2743733dd2a46b51b7e386015",
    ("LEFBER", "subset", "bitboards.py"): "e515d0b25c97b7921a013522627ad23ddf42454a044e9ec7c39132ef85f52288",
    ("LEFBER", "subset", "bitboards.rs"): "0c3b4e09429454ef78d8fb38d07bfb2745a1b5bec2b61623172a05bf5e8662f8",
    ("LEFBER", "subset", "bitboards.zig"): "3103f548ad6a96d8dd5e11cf6eff22df62d795571fc5f0050463d132a344a706",
    ("LEFBER", "fns", "Bitboards.java"): "69e63aa67884aa47a61f45da9d272d7a8aeeadefee62106c3661bed16e1b65ba",
    ("LEFBER", "fns", "bitboards.go"): "213e9f09b61ea3fc7bb35fff597bd1452ad357e3336bf3578af5b916154de734",
    ("LEFBER", "fns", "bitboards.h"): "89a943d43849b0ed099db6bc124a512fe37f40723e1e7b8c0418bf8a89e7daae",
    ("LEFBER", "fns", "bitboards.hpp"): "72864a080d9a3bbdd3211d1ee39fff9d6bc1f2ef2ca15c602c13b4c2ec1401c9",
    ("LEFBER", "fns", "bitboards.py"): "897e808ae2621997b7a6ae14008052a24c1cf1ec84b1504ca65d578391722483",
    ("LEFBER", "fns", "bitboards.rs"): "4287ab9f0cee0aacd6d8389726a86d32ef41201d3a3fff71a0599c8f567198e4",
    ("LEFBER", "fns", "bitboards.zig"): "5844e2767b8bfa1341af66fd1300347bc2915ac65eae7b00d8c4574310c8abe2",
    ("BEFLER", "full", "Bitboards.java"): "be867225d6d284744043c618de39ed03500d466b9ecbf614da6272acb763685f",
    ("BEFLER", "full", "bitboards.go"): "606f36980640f329830c348f008dafca85e173ba73963b0d74c93b9adea7e7b1",
    ("BEFLER", "full", "bitboards.h"): "e238b84fab3e8c0cc68e38c6ec863d34eb3473c524a35615943f18fa9cca646c",
    ("BEFLER", "full", "bitboards.hpp"): "fe83695ad89c59db7f4d4b6e801717c2baf0900d4325b4e2676e0038d03a983c",
    ("BEFLER", "full", "bitboards.py"): "0c65e9ab2faa858af3f1f03b2b575c9a9b4177f8baa222dea23ebfd2ec8e526a",
    ("BEFLER", "full", "bitboards.rs"): "a2bf734e3988aa26990c85e001d25f428cc08997ed9373f2ae7a13a80381c400",
    ("BEFLER", "full", "bitboards.zig"): "9ad44fdd1856a0a02a8c536e7926492f06f4523e1570cb5dc876d7395508b816",
    ("BEFLER", "full", "bitboards_sliders.h"): "74705714fb8d529dd7bd9c63011411c6ad64ffc0d93349445405e27daf70aebb",
    ("BEFLER", "subset", "Bitboards.java"): "62f7c05d633a74c120434b8de048c30ba2f9d33ee3361e707e9bc2475836bebe",
    ("BEFLER", "subset", "bitboards.go"): "d23789a8f71944685a54bb1b1d4e0bcb4e46f3c0d995be6127f1a0f92fc79531",
    ("BEFLER", "subset", "bitboards.h"): "f64130a7dd2569c802848e455afe998e702ef7c6728088cb3e94e0f7866dce99",
    ("BEFLER", "subset", "bitboards.hpp"): "2dbacf2becc188ed0e244a324c58663d6c7d2fa8d081700cb64ef9efa30116c3",
    ("BEFLER", "subset", "bitboards.py"): "2318b693c5f92855d2719a895c562c6af1135d3b4a638579cb4e6513df87aee7",
    ("BEFLER", "subset", "bitboards.rs"): "cad8aae8adc6b103b479be3a2bf7fb9d80c97778c856c24f821c0fabe4636530",
    ("BEFLER", "subset", "bitboards.zig"): "51d0aa25a8322a4a8d3d55585d2d0126ca66950150ee7fe56b461bdefba74b91",
    ("BEFLER", "fns", "Bitboards.java"): "4dd88b7c4b884b0598f4b5b0ad94e3aa9fcbbc51068c853cf4a6930586281236",
    ("BEFLER", "fns", "bitboards.go"): "d45025a301b7875fe823ac1c22d99c808b3cc6cba90c01e5a52b27b890869984",
    ("BEFLER", "fns", "bitboards.h"): "bbb5e320d9993eea18df9417ff0bff0330b3624e542e4e11c25526b96f5a1201",
    ("BEFLER", "fns", "bitboards.hpp"): "c9d9e9f4847d162ccf164980ff0759fe9ea6bf246852d2b9a18599472c1290b4",
    ("BEFLER", "fns", "bitboards.py"): "3a3055b3f318bf2a9a62418bea3f24b5f12a1e248d77168f6732ad263c4302ce",
    ("BEFLER", "fns", "bitboards.rs"): "1e67c6d549849511ad1c6a768882980ad4b817c8cf72f93d6d393d97d9ac8c8b",
    ("BEFLER", "fns", "bitboards.zig"): "f1af039be2c3518e0849528569a33b54ab77f7a4a3d9de31da73ea4babfc43d8",
    ("BEFR", "full", "Bitboards.java"): "287539b6d1306ad6037badb3ea67ff6dc97201554eed8e307249c6b883338537",
    ("BEFR", "full", "bitboards.go"): "61db2978c2d45b713e3887aa90c42e38339d5860139f68d603148047ffba58ac",
    ("BEFR", "full", "bitboards.h"): "a8d24964bbfca57227103bd56ea9a05c825a93534116cb8d2fab6958b9fdd3e3",
    ("BEFR", "full", "bitboards.hpp"): "1d609e79a37b42658c027826f8d1409dc25714782cdb3bcb2d5709649d520d07",
    ("BEFR", "full", "bitboards.py"): "3a03dd08bf5c2df52c57fe8913ec14b320ce474c2f7cd6adbd30da1db557768d",
    ("BEFR", "full", "bitboards.rs"): "e7d24965ed75d91ba9a25d2dabe14741bfd7fac12841fab401df3070db91b01e",
    ("BEFR", "full", "bitboards.zig"): "8ab127184f224547200f0cc3b4960a2b084166f526851cb0ba37588f8f18dd72",
    ("BEFR", "full", "bitboards_sliders.h"): "0e4fec8766de68b2ed0d0d7da10e83d53305aa58eaac13e6f15fda014ff75e76",
    ("BEFR", "subset", "Bitboards.java"): "97818207fedbbfd2d762fdf2501b2f42ee1083ef0cd9d04d2df5f2c7aacab90c",
    ("BEFR", "subset", "bitboards.go"): "d001fefc8ec37afed3d828cca450d093e5af46486136e9e3d1871493b00bbba7",
    ("BEFR", "subset", "bitboards.h"): "cb60f8f02ed8b724c2d805e4affb43ffdb7bc08e9bb06a437ad6754dd437e18b",
    ("BEFR", "subset", "bitboards.hpp"): "9e89a8a88177579ca87554de90240f9a083e3535b1bba7fd21ceb54ecdb9e29c",
    ("BEFR", "subset", "bitboards.py"): "91934253d1e638950d9d146b0460b1d7c7b095a64cfb838fe0cbbe03e4c46602",
    ("BEFR", "subset", "bitboards.rs"): "d597d6a372ecf0613d86c501d85fb6c7b32c9b1bd415f89d7cefbac29621e43d",
    ("BEFR", "subset", "bitboards.zig"): "b356ee48cdcf9f27f7daf058583b6cb7e922cd6a520b590f2a0b37f8ae8d4c48",
    ("BEFR", "fns", "Bitboards.java"): "aefc883134299ca8505a2afb3ff28a0879348fcc1ba0db2ec2bf72516ff8ec62",
    ("BEFR", "fns", "bitboards.go"): "39ca7e7ae5e5e5a5f896393471e13ae57c221361c32567a5380ae84f0ec34d31",
    ("BEFR", "fns", "bitboards.h"): "2793f92d1d9f014f97f7369601c944d337b1be607785612317b74949793752ec",
    ("BEFR", "fns", "bitboards.hpp"): "0320ac850d344dc667d4f5cd9c2c641c47f7555e4fa55e2b49062b7fe89d9d6e",
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
