/**
 * Conversions between the colour spaces CSS can name and sRGB (CSS Color 4's own matrices), and
 * OKLab, where distances are close to what the eye tells apart. Pure.
 */
export type Triple = [number, number, number];
type Matrix = [Triple, Triple, Triple];

const times = (m: Matrix, [x, y, z]: Triple): Triple => [
  m[0][0] * x + m[0][1] * y + m[0][2] * z,
  m[1][0] * x + m[1][1] * y + m[1][2] * z,
  m[2][0] * x + m[2][1] * y + m[2][2] * z,
];

const XYZ65_TO_LINEAR_SRGB: Matrix = [
  [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
  [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
  [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
];
const D50_TO_D65: Matrix = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];
const P3_TO_XYZ65: Matrix = [
  [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
  [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
  [0, 0.04511338185890264, 1.043944368900976],
];
const A98_TO_XYZ65: Matrix = [
  [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
  [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
  [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
];
const PROPHOTO_TO_XYZ50: Matrix = [
  [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
  [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
  [0, 0, 0.8251046025104601],
];
const REC2020_TO_XYZ65: Matrix = [
  [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
  [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
  [0, 0.028072693049087428, 1.060985057710791],
];

const signed = (c: number, f: (x: number) => number): number => Math.sign(c) * f(Math.abs(c));

/** sRGB's transfer curve, 0–1 each way. */
export const srgbToLinear = (c: number): number =>
  signed(c, (x) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
export const linearToSrgb = (c: number): number =>
  signed(c, (x) => (x <= 0.0031308 ? x * 12.92 : 1.055 * x ** (1 / 2.4) - 0.055));

const linear = (rgb: Triple, f: (x: number) => number): Triple => [f(rgb[0]), f(rgb[1]), f(rgb[2])];

/** CIE Lab (D50) to XYZ (D50). */
function labToXyz50([l, a, b]: Triple): Triple {
  const k = 24389 / 27;
  const e = 216 / 24389;
  const f1 = (l + 16) / 116;
  const f0 = a / 500 + f1;
  const f2 = f1 - b / 200;
  const x = f0 ** 3 > e ? f0 ** 3 : (116 * f0 - 16) / k;
  const y = l > k * e ? f1 ** 3 : l / k;
  const z = f2 ** 3 > e ? f2 ** 3 : (116 * f2 - 16) / k;
  return [x * 0.9642956764295677, y, z * 0.8251046025104602];
}

/** OKLab to linear sRGB (Björn Ottosson's matrices). */
export function oklabToLinearSrgb([l, a, b]: Triple): Triple {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

/** Linear sRGB to OKLab. */
export function linearSrgbToOklab([r, g, b]: Triple): Triple {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

const fromXyz65 = (xyz: Triple): Triple => linear(times(XYZ65_TO_LINEAR_SRGB, xyz), linearToSrgb);

/** Polar (lightness, chroma, hue in degrees) to rectangular. */
export const polar = ([l, c, h]: Triple): Triple => {
  const rad = (h * Math.PI) / 180;
  return [l, c * Math.cos(rad), c * Math.sin(rad)];
};

export const labToSrgb = (lab: Triple): Triple => fromXyz65(times(D50_TO_D65, labToXyz50(lab)));
export const oklabToSrgb = (lab: Triple): Triple => linear(oklabToLinearSrgb(lab), linearToSrgb);

/** The spaces `color()` names, each to sRGB (0–1, not clamped). */
export const PREDEFINED: Record<string, (c: Triple) => Triple> = {
  srgb: (c) => c,
  'srgb-linear': (c) => linear(c, linearToSrgb),
  'display-p3': (c) => fromXyz65(times(P3_TO_XYZ65, linear(c, srgbToLinear))),
  'a98-rgb': (c) =>
    fromXyz65(
      times(
        A98_TO_XYZ65,
        linear(c, (x) => signed(x, (v) => v ** (563 / 256))),
      ),
    ),
  'prophoto-rgb': (c) =>
    fromXyz65(
      times(
        D50_TO_D65,
        times(
          PROPHOTO_TO_XYZ50,
          linear(c, (x) => signed(x, (v) => (v <= 16 / 512 ? v / 16 : v ** 1.8))),
        ),
      ),
    ),
  rec2020: (c) =>
    fromXyz65(
      times(
        REC2020_TO_XYZ65,
        linear(c, (x) =>
          signed(x, (v) =>
            v < 0.018053968510807 * 4.5
              ? v / 4.5
              : ((v + 1.09929682680944 - 1) / 1.09929682680944) ** (1 / 0.45),
          ),
        ),
      ),
    ),
  xyz: fromXyz65,
  'xyz-d65': fromXyz65,
  'xyz-d50': (c) => fromXyz65(times(D50_TO_D65, c)),
};
