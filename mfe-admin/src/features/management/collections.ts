/**
 * What each CMS collection looks like in the admin: its screens' titles and paths, its list columns and the fields of
 * its form, in order. Field names are the `shared-data/cms` schema's keys and labels repeat the names its messages use,
 * so 'Çevrim şartı en az 0 olmalı.' stands under the field labelled 'Çevrim şartı'.
 */
import { paths, tacticCategories, volatilityLevels } from 'shared-data';
import type { CmsCollection } from 'shared-data/cms';
import { statusLabels } from '../../lib/messages.ts';
import { casinoSections } from './casino-fields.ts';
import { amount, choices, slug, type FieldSection, type FieldSpec } from './field-specs.ts';

export interface CollectionSpec {
  collection: CmsCollection;
  /** The list's heading and the sidebar entry. */
  title: string;
  /** One entry, for headings and messages ('Yeni oyun'). */
  singular: string;
  listPath: string;
  intro: string;
  /** The field an entry is named by (the slug is made from it); none for popup entries. */
  titleField: string | null;
  titleHeader: string;
  detailHeader: string;
  /** Ranked by hand with up/down controls (casinos, popup entries). */
  ordered: boolean;
  /** Fixed pages of the site: edited only, never created, copied or deleted. */
  editOnly: boolean;
  sections: readonly FieldSection[];
}

const publishing: FieldSection = {
  legend: 'Yayın',
  fields: [
    {
      name: 'status',
      label: 'Durum',
      kind: 'select',
      initial: 'draft',
      options: Object.entries(statusLabels).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'publishAt',
      label: 'Yayın zamanı',
      kind: 'datetime',
      help: 'Tarih ve saat (İstanbul saati). Zamanlanmış yayın için gerekli; yayındaki bir kayıtta boş bırakılırsa hemen yayımlanır.',
    },
  ],
};

const articleTitle: FieldSpec = { name: 'title', label: 'Başlık', kind: 'text' };
const excerpt: FieldSpec = { name: 'excerpt', label: 'Özet', kind: 'textarea', help: 'Listelerde ve arama sonuçlarında görünür.' };

/** A collection's screens, its own fields first, then status and publish time. */
const collection = (spec: Omit<CollectionSpec, 'sections'>, ...sections: FieldSection[]): CollectionSpec => ({
  ...spec,
  sections: [...sections, publishing],
});

/** In the sidebar's order. */
export const collectionSpecs: readonly CollectionSpec[] = [
  collection(
    {
      collection: 'casinos', title: 'Casino Siteleri', singular: 'Casino', listPath: paths.adminCasinos,
      intro: 'Bonus sıralamasındaki casinolar, sitede göründükleri sırayla. İlk sıradaki casino öne çıkan casinodur.',
      titleField: 'name', titleHeader: 'Casino', detailHeader: 'Hoş geldin bonusu', ordered: true, editOnly: false,
    },
    ...casinoSections,
  ),
  collection(
    {
      collection: 'games', title: 'Oyunlar', singular: 'Oyun', listPath: paths.adminGames, intro: 'Oyun kataloğu ve incelemeleri.',
      titleField: 'name', titleHeader: 'Oyun', detailHeader: 'Sağlayıcı', ordered: false, editOnly: false,
    },
    {
      legend: 'Oyun',
      fields: [
        { name: 'name', label: 'Oyun adı', kind: 'text' },
        slug,
        { name: 'providerId', label: 'Sağlayıcı', kind: 'reference', references: 'providers' },
        { name: 'type', label: 'Oyun türü', kind: 'select', initial: 'slot', options: [{ value: 'slot', label: 'Slot' }, { value: 'live', label: 'Canlı casino' }] },
        amount('rtp', 'RTP', 'Yüzde olarak, ör. 96,5.'),
        { name: 'volatility', label: 'Oynaklık', kind: 'select', initial: '', options: choices(volatilityLevels) },
        { name: 'features', label: 'Özellikler', kind: 'lines', help: 'Her satıra bir özellik.' },
        { name: 'theme', label: 'Tema', kind: 'text' },
        amount('year', 'Çıkış yılı'),
        { name: 'maxWin', label: 'En yüksek kazanç', kind: 'text', help: 'ör. 5.000x' },
        { name: 'coverUrl', label: 'Kapak görseli', kind: 'image', image: 'cover' },
        { name: 'bodyMd', label: 'İnceleme metni', kind: 'markdown' },
      ],
    },
  ),
  collection(
    {
      collection: 'providers', title: 'Sağlayıcılar', singular: 'Sağlayıcı', listPath: paths.adminProviders,
      intro: 'Sitede tanıtılan oyun sağlayıcıları.', titleField: 'name', titleHeader: 'Sağlayıcı', detailHeader: 'Oyun türleri',
      ordered: false, editOnly: false,
    },
    {
      legend: 'Sağlayıcı',
      fields: [
        { name: 'name', label: 'Sağlayıcı adı', kind: 'text' },
        slug,
        { name: 'logoUrl', label: 'Logo', kind: 'image', image: 'logo' },
        { name: 'kinds', label: 'Oyun türleri', kind: 'lines', help: 'Her satıra bir tür, ör. Slot.' },
        { name: 'description', label: 'Açıklama', kind: 'textarea' },
      ],
    },
  ),
  collection(
    {
      collection: 'blog', title: 'Blog', singular: 'Blog yazısı', listPath: paths.adminBlog, intro: 'Blog yazıları, taslaklar dahil.',
      titleField: 'title', titleHeader: 'Başlık', detailHeader: 'Yazar', ordered: false, editOnly: false,
    },
    {
      legend: 'Blog yazısı',
      fields: [
        articleTitle,
        slug,
        excerpt,
        { name: 'coverUrl', label: 'Kapak görseli', kind: 'image', image: 'cover' },
        { name: 'author', label: 'Yazar', kind: 'text', initial: 'SafeBet Editör Ekibi' },
        { name: 'postedOn', label: 'Yazı tarihi', kind: 'date', help: 'Yazının üzerinde görünen tarih; yayın gününden sonra olamaz.' },
        { name: 'bodyMd', label: 'Yazı metni', kind: 'markdown' },
      ],
    },
  ),
  collection(
    {
      collection: 'popup', title: 'Popup Bonusları', singular: 'Popup bonusu', listPath: paths.adminPopups,
      intro: 'Açılır pencerelerde sırayla gösterilen casinolar.', titleField: null, titleHeader: 'Casino',
      detailHeader: 'Hoş geldin bonusu', ordered: true, editOnly: false,
    },
    { legend: 'Popup bonusu', fields: [{ name: 'casinoId', label: 'Casino', kind: 'reference', references: 'casinos' }] },
  ),
  collection(
    {
      collection: 'tactics', title: 'Taktikler', singular: 'Taktik', listPath: paths.adminTactics, intro: 'Kazanma taktikleri rehberi.',
      titleField: 'title', titleHeader: 'Başlık', detailHeader: 'Kategori', ordered: false, editOnly: false,
    },
    {
      legend: 'Taktik',
      fields: [
        articleTitle,
        slug,
        { name: 'category', label: 'Kategori', kind: 'select', initial: '', options: choices(tacticCategories) },
        excerpt,
        { name: 'bodyMd', label: 'Taktik metni', kind: 'markdown' },
      ],
    },
  ),
  collection(
    {
      collection: 'pages', title: 'Sayfalar', singular: 'Sayfa', listPath: paths.adminPages,
      intro: 'Sitenin sabit sayfaları (sorumlu oyun, gizlilik, şartlar). Yalnızca düzenlenebilirler.',
      titleField: 'title', titleHeader: 'Başlık', detailHeader: 'Adres', ordered: false, editOnly: true,
    },
    {
      legend: 'Sayfa',
      fields: [
        articleTitle,
        { ...slug, readOnly: true, help: 'Sabit sayfaların adresi değiştirilemez.' },
        { name: 'description', label: 'Açıklama', kind: 'textarea', help: 'Arama motorlarında görünen kısa açıklama.' },
        { name: 'intro', label: 'Giriş', kind: 'textarea' },
        { name: 'bodyMd', label: 'Sayfa metni', kind: 'markdown' },
      ],
    },
  ),
];

export const fieldsOf = (spec: CollectionSpec): FieldSpec[] => spec.sections.flatMap((section) => section.fields);
