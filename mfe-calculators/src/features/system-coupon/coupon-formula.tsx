/** The coupon rules in words, with the worked example, folded under 'Formül ve örnek'. */
export function CouponFormula() {
  return (
    <>
      <p>
        Kolon sayısı: n seçimli bir kuponda b seçim banko ise, k&apos;lı sistem C(n − b, k − b) kolon oynar; her kolonda
        bütün bankolar ve kalan seçimlerden k − b tanesi bulunur. Birden çok sistem seçildiyse (ör. 3,4) kolonlar
        toplanır. Sistem boş bırakılırsa kupon kombinedir: bütün seçimlerden oluşan tek kolon.
      </p>
      <p>Kupon bedeli = kolon sayısı × misli × kolon tutarı.</p>
      <p>
        Bir kolon, içindeki bütün seçimler tuttuğunda kazanır ve kolon tutarı × misli × kolondaki oranların çarpımı
        kadar öder. İptal edilen ya da ertelenen seçim kazanmış sayılır ve oranı 1,00 alınır. Kuponun kazancı, kazanan
        kolonların toplamıdır; tutar tam hesaplanır ve yalnızca sonunda kuruşa yuvarlanır. En yüksek kazanç her seçim
        tuttuğunda ödenir; en düşük kazanç, kuponun hâlâ ödeme yaptığı en kötü durumdur: bankolar ve en küçük sistemi
        dolduracak kadar en düşük oranlı seçim tutar, gerisi yatar, tek kolon kazanır.
      </p>
      <p>
        Örnek: 7 seçim, 5&apos;li sistem, misli 10, kolon 1 TL. 5&apos;li her kolon, dışarıda kalan 2 seçimle
        belirlenir: C(7, 5) = C(7, 2) = 7 × 6 ÷ 2 = 21 kolon. Kupon bedeli 21 × 10 × 1 TL = 210 TL. Oranlar bir 1,50
        ve altı 2,00 ise: 1,50&apos;yi içeren C(6, 4) = 15 kolonun her biri 1,50 × 2,00⁴ = 24, içermeyen C(6, 5) = 6
        kolonun her biri 2,00⁵ = 32 öder; en yüksek kazanç (15 × 24 + 6 × 32) × 10 × 1 TL = 552 × 10 = 5.520 TL. En
        düşük kazanç, en düşük beş oranın tek kolonu: 24 × 10 × 1 TL = 240 TL.
      </p>
      <p>
        MBS (minimum bahis sayısı), bir seçimin en az kaç seçimli bir kolonda oynanabileceğini söyler. Seçilen her
        sistem boyutu kupondaki en büyük MBS&apos;den küçük olamaz: MBS&apos;si 4 olan bir seçim 3&apos;lü sistemde
        oynanamaz, kuralı 1 seçimle bozar.
      </p>
      <p>
        Banko seçim her kolonda yer alır: kaybederse hiçbir kolon kazanmaz, iptal olursa her kolonda 1,00 sayılır.
        Sistem boyutu banko sayısından küçük olamaz. Örnek: 6 seçim, 1 banko, 3,4 sistem: C(5, 2) + C(5, 3) = 10 + 10 =
        20 kolon.
      </p>
    </>
  );
}
